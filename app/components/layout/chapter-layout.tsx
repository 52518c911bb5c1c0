/** The whole script: reading a layout value makes the browser lay out what it has read so far. */
const LAY_OUT_SO_FAR = 'document.body.offsetWidth'

/**
 * Ends a chapter below the first screen (each lazily loaded section, the map, the footer). While
 * the HTML is read, Chromium runs this inline script and so lays out the chapter in the parser's
 * own task; after a script has run, the parser hands the rest of the HTML to a later task within
 * about 10 ms. The long page is then styled and laid out a chapter at a time, and the first frame
 * has only what came after the last script left to lay out (at full speed it usually comes after
 * the first screen and one chapter), instead of all of the page read by then (decision 013,
 * point 13). Without script nothing runs and the page is the same; a client-side navigation does
 * not run it either (React does not execute a script it creates).
 */
export function ChapterLayout() {
  return <script dangerouslySetInnerHTML={{ __html: LAY_OUT_SO_FAR }} />
}
