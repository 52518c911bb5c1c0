// Decap's ajv check needs 'unsafe-eval'; our config is built from the zod schemas and tested.
export function validateConfig(): void {}
