import { describe, expect, test } from 'vitest'
import { leadSource } from './lead-source'

const origin = 'https://www.canopytreecare.example'

describe('where a lead came from', () => {
  test('with script: the visit record the form sends', () => {
    expect(
      leadSource(
        {
          'source-page': '/tree-removal',
          'source-referrer': 'https://www.google.com/',
          'source-landing': '/tree-removal?utm_source=flyer&utm_medium=print&x=1',
        },
        `${origin}/contact`,
        origin,
      ),
    ).toEqual({
      page: '/tree-removal',
      referrer: 'https://www.google.com/',
      landingPage: '/tree-removal?utm_source=flyer&utm_medium=print&x=1',
      utm: 'utm_source=flyer&utm_medium=print',
    })
  })

  test('without script: the Referer of the contact page names the page before it', () => {
    expect(leadSource({}, `${origin}/contact?from=%2Ftree-removal`, origin)).toMatchObject({
      page: '/tree-removal',
      referrer: '',
    })
    expect(leadSource({}, `${origin}/contact`, origin).page).toBe('/contact')
    expect(leadSource({}, `${origin}/contact?utm_source=ad`, origin).utm).toBe('utm_source=ad')
  })

  test('nothing off-site or malformed becomes a page', () => {
    expect(leadSource({ 'source-page': '//evil.example/x' }, undefined, origin).page).toBe('')
    expect(leadSource({}, `${origin}/contact?from=https://evil.example`, origin).page).toBe(
      '/contact',
    )
    expect(leadSource({}, 'not a url', origin)).toEqual({
      page: '',
      referrer: '',
      landingPage: '',
      utm: '',
    })
    expect(leadSource({}, 'https://other.example/page', origin).referrer).toBe(
      'https://other.example',
    )
  })
})
