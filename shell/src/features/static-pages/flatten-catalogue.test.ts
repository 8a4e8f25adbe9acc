import { flattenCatalogue } from './flatten-catalogue';

describe('flattenCatalogue', () => {
  it('turns nested texts and arrays into shell.pages ids', () => {
    expect(flattenCatalogue({ terms: { title: 'T', sections: [{ heading: 'H', paragraphs: ['p0', 'p1'] }] } })).toEqual({
      'shell.pages.terms.title': 'T',
      'shell.pages.terms.sections.0.heading': 'H',
      'shell.pages.terms.sections.0.paragraphs.0': 'p0',
      'shell.pages.terms.sections.0.paragraphs.1': 'p1',
    });
  });
});
