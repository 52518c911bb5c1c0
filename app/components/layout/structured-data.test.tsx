// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { StructuredData } from './structured-data'

const graph = {
  '@context': 'https://schema.org',
  '@graph': [{ '@type': 'Service', description: 'Cabling & bracing </script><script>alert(1)' }],
}
function renderPage() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <StructuredData />,
      HydrateFallback: () => null,
      loader: () => ({ meta: [{ title: 'Tree cabling' }], structuredData: graph }),
    },
  ])
  return render(<Stub initialEntries={['/']} />)
}

test("the page's structured data is one JSON-LD script, which its own text cannot close", async () => {
  const { container } = renderPage()
  const script = await waitFor(() => {
    const found = container.querySelector('script[type="application/ld+json"]')
    expect(found).not.toBeNull()
    return found!
  })
  expect(script.innerHTML).not.toContain('</script>')
  expect(script.innerHTML).toContain('\\u003c/script\\u003e')
  expect(JSON.parse(script.innerHTML)).toEqual(graph)
  expect(container.querySelectorAll('script')).toHaveLength(1)
})
