import type { Story } from '@/lib/stories';

/** A story as lib/stories.ts reads one, in a language; a test overrides what it is about. */
export function fakeStory(locale: Story['locale'], story: Partial<Story> = {}): Story {
  return {
    slug: 'rita-nuno',
    category: 'weddings',
    locale,
    title: 'Rita & Nuno',
    summary: locale === 'en' ? 'A June wedding by the sea.' : 'Um casamento de junho junto ao mar.',
    month: { year: 2024, month: 6 },
    cover: '02.jpg',
    credits: [],
    html: '<p>They met in Lisbon.</p>\n',
    ...story,
  };
}
