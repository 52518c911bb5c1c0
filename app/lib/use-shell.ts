import { useRouteLoaderData } from 'react-router'
import type { ShellData } from './shell.server'

export function useShell(): ShellData {
  const data = useRouteLoaderData<{ shell: ShellData }>('root')
  if (!data) throw new Error('The root loader data (the site shell) is missing')
  return data.shell
}
