// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { createRoutesStub, data } from 'react-router'
import { expect, test } from 'vitest'
import { ErrorBoundary } from './root'

function renderRouteThatFails(error: () => never) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <p>never shown</p>,
      HydrateFallback: () => null,
      loader: error,
      ErrorBoundary,
    },
  ])
  render(<Stub initialEntries={['/']} />)
}

test.each([
  [405, 'Method Not Allowed'],
  [400, 'Bad Request'],
  [403, 'Forbidden'],
])(
  'a %i router error shows "Unexpected Application Error!" with the status',
  async (status, text) => {
    renderRouteThatFails(() => {
      throw data(null, { status, statusText: text })
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible()
    expect(screen.getByText(`${status} ${text}`)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back To Home Page' })).toHaveAttribute('href', '/')
  },
)

test('a thrown Error shows its message', async () => {
  renderRouteThatFails(() => {
    throw new Error('Loading chunk 7 failed')
  })
  expect(await screen.findByText('Loading chunk 7 failed')).toBeVisible()
})

test('a 404 from a loader shows the 404 page, both readings', async () => {
  renderRouteThatFails(() => {
    throw data(null, { status: 404, statusText: 'Not Found' })
  })
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: "Oh no, you found a page that's missing its roots",
    }),
  ).toBeVisible()
  expect(screen.getByText('404')).toBeVisible()
  expect(screen.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible()
})
