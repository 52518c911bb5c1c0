import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// Chromium on Linux finds fonts (local() ones too) through fontconfig: hiding families there lets
// one machine stand in for Windows, Mac, Android and bare Linux visitors.
export type FontConfiguration = { name: string; hidden: string[]; fallback: string }

export const fontConfigurations: FontConfiguration[] = [
  { name: "Liberation Sans (Arial's metrics)", hidden: [], fallback: 'Figtree Fallback' },
  {
    name: 'Roboto, as on Android (no Arial)',
    hidden: ['Liberation Sans', 'Arial', 'Helvetica'],
    fallback: 'Figtree Fallback Roboto',
  },
  {
    name: 'DejaVu Sans, as on a bare Linux desktop',
    hidden: ['Liberation Sans', 'Arial', 'Helvetica', 'Roboto'],
    fallback: 'Figtree Fallback DejaVu',
  },
]

export function fontconfigFile(configuration: FontConfiguration): string | undefined {
  if (configuration.hidden.length === 0) return undefined
  const patterns = configuration.hidden
    .map((family) => `<pattern><patelt name="family"><string>${family}</string></patelt></pattern>`)
    .join('\n      ')
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'canopy-fonts-')), 'fonts.conf')
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="no">/etc/fonts/fonts.conf</include>
  <selectfont>
    <rejectfont>
      ${patterns}
    </rejectfont>
  </selectfont>
</fontconfig>
`,
  )
  return file
}
