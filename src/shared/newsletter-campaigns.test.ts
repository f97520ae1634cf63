import { describe, expect, it } from 'vitest'
import { campaignParagraphs } from './newsletter-campaigns.ts'

describe('a newsletter’s text as paragraphs and links', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(campaignParagraphs('One\ntwo\r\n\r\n\n  Three  \n \nFour')).toEqual([
      [[{ text: 'One' }], [{ text: 'two' }]],
      [[{ text: 'Three' }]],
      [[{ text: 'Four' }]],
    ])
  })

  it('makes bare https addresses links, leaving sentence punctuation out', () => {
    expect(
      campaignParagraphs('See https://example.com/a?b=1&c=2. Or (https://example.com/x)!'),
    ).toEqual([
      [
        [
          { text: 'See ' },
          { link: 'https://example.com/a?b=1&c=2' },
          { text: '. Or (' },
          { link: 'https://example.com/x' },
          { text: ')!' },
        ],
      ],
    ])
  })

  it('keeps a bracket that belongs to the address', () => {
    expect(campaignParagraphs('https://en.wikipedia.org/wiki/Pi_(letter).')).toEqual([
      [[{ link: 'https://en.wikipedia.org/wiki/Pi_(letter)' }, { text: '.' }]],
    ])
  })

  it('links nothing but https, and takes markup as text', () => {
    expect(
      campaignParagraphs('<a href="javascript:x">http://plain.example</a> https:// alone'),
    ).toEqual([[[{ text: '<a href="javascript:x">http://plain.example</a> https:// alone' }]]])
  })

  it('has no paragraph for blank text', () => {
    expect(campaignParagraphs(' \n\n ')).toEqual([])
  })
})
