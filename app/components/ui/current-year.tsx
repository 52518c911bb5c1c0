// app/inline-scripts/controls.ts sets the visitor's year, so a December build is right in January.
export function CurrentYear({ builtIn }: { builtIn: number }) {
  return <time dateTime={String(builtIn)}>{builtIn}</time>
}
