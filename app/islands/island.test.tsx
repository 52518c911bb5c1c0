import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Island } from './island'
import { islandModules } from './registry'

function Greeting({ text }: { text: string }) {
  return <p>{text}</p>
}

test('an island is its HTML, then its props as JSON that no text can break out of', () => {
  const text = 'Hi </script><script>alert(1)</script> & <!-- "quotes"'
  const html = renderToStaticMarkup(
    <Island name="testimonials" component={Greeting} props={{ text }} />,
  )
  expect(html).toMatch(/^<div data-island="testimonials"><p>Hi &lt;\/script&gt;/)
  const json =
    /<script type="application\/json" data-island-props="testimonials">(.*)<\/script>$/s.exec(
      html,
    )?.[1]
  expect(json).toBeDefined()
  expect(json).not.toMatch(/<|>/)
  expect(JSON.parse(json ?? '')).toEqual({ text })
})

test('every island in the registry is a component its chunk exports by default', async () => {
  for (const [name, load] of Object.entries(islandModules)) {
    expect(typeof (await load()).default, name).toBe('function')
  }
})
