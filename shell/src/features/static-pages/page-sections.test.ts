import { pageSections } from './page-sections';

describe('pageSections', () => {
  it('reads sections, paragraphs and list items from the ids in the catalogue, in order', () => {
    const messages = {
      'shell.pages.ban.title': 'Ban',
      'shell.pages.ban.sections.0.heading': 'A',
      'shell.pages.ban.sections.0.items.0': 'a1',
      'shell.pages.ban.sections.0.items.1': 'a2',
      'shell.pages.ban.sections.1.heading': 'B',
      'shell.pages.ban.sections.1.paragraphs.0': 'b1',
      'shell.pages.terms.sections.0.heading': 'other page',
    };
    expect(pageSections(messages, 'ban')).toEqual([
      {
        heading: 'shell.pages.ban.sections.0.heading',
        paragraphs: [],
        items: ['shell.pages.ban.sections.0.items.0', 'shell.pages.ban.sections.0.items.1'],
      },
      { heading: 'shell.pages.ban.sections.1.heading', paragraphs: ['shell.pages.ban.sections.1.paragraphs.0'], items: [] },
    ]);
    expect(pageSections(messages, 'faq')).toEqual([]);
  });
});
