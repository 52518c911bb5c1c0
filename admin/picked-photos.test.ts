// @vitest-environment jsdom
import { beforeAll, expect, test } from 'vitest'
import { rememberPickedPhotos } from './picked-photos'

/** jsdom has no object URLs: each picked file gets a readable stand-in. */
let made = 0
beforeAll(() => {
  URL.createObjectURL = () => `blob:http://localhost/picked-${(made += 1)}`
  URL.revokeObjectURL = () => {}
  rememberPickedPhotos()
})

/** The owner picks files in the editor's file input, as its media library offers one. */
function pick(...names: string[]) {
  const input = document.createElement('input')
  input.type = 'file'
  const files = names.map((name) => new File(['photo'], name, { type: 'image/jpeg' }))
  Object.defineProperty(input, 'files', { value: files })
  document.body.append(input)
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

/** An image of the editor's page that failed to load, as Decap's thumbnail does before the build. */
function failedImage(src: string): HTMLImageElement {
  const image = document.createElement('img')
  image.src = src
  document.body.append(image)
  image.dispatchEvent(new Event('error'))
  return image
}

test("a phone photo's name (capitals, underscore, spaces) is found at the address Decap gives it", () => {
  pick('IMG_0001 (2).JPG')
  const image = failedImage('/images/uploads/img_0001-2-.jpg')
  expect(image.src).toMatch(/^blob:http:\/\/localhost\/picked-\d+$/)
})

test('an image that is not a picked upload is left as it is', () => {
  pick('oak.jpg')
  expect(failedImage('/images/uploads/maple.jpg').src).toBe(
    'http://localhost:3000/images/uploads/maple.jpg',
  )
  expect(failedImage('/images/blog/oak.jpg').src).toBe('http://localhost:3000/images/blog/oak.jpg')
  // An address no upload can have (a stray "%") is no error of its own.
  expect(failedImage('/images/uploads/100%25%.jpg').src).toContain('/images/uploads/')
})
