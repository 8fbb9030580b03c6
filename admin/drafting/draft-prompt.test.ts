/** @jest-environment node */
import { albumContext, draftContext, draftInstruction, tidyDraft } from './draft-prompt';

describe('draftInstruction', () => {
  it('asks for alt text: one sentence of what matters, no “image of”, nothing invented', () => {
    const instruction = draftInstruction('en');
    expect(instruction).toContain('One sentence');
    expect(instruction).toContain('what matters in this photo');
    expect(instruction).toContain('Do not begin with "Image of"');
    expect(instruction).toContain('Say only what the photo shows');
    expect(instruction).toContain('Write in English.');
  });

  it('never lets the model guess who an unnamed person is', () => {
    for (const language of ['en', 'pt'] as const) {
      const instruction = draftInstruction(language);
      expect(instruction).toContain('Never name or guess who anyone else is');
      expect(instruction).toContain('Call the couple by their names only when the photo clearly shows the couple');
    }
  });

  it('drafts the Portuguese directly in European Portuguese, naming the Brazilian forms to avoid', () => {
    const instruction = draftInstruction('pt');
    expect(instruction).toContain(
      'Write in European Portuguese, as it is written in Portugal (pt-PT), never Brazilian',
    );
    expect(instruction).toContain('"a noiva está a sorrir", not "está sorrindo"');
    expect(instruction).toContain('Do not begin with "Imagem de"');
    expect(instruction).not.toContain('Write in English.');
  });
});

describe('draftContext', () => {
  const album = {
    names: 'Rita & Nuno',
    kind: 'weddings' as const,
    place: 'at Quinta da Luz',
    month: '2025-06',
    summary: 'A June wedding among the cork oaks.',
    story: 'They met in Lagos, **surfing**.',
  };

  it('gives the album’s names, kind, place, month, summary and her story as context', () => {
    expect(draftContext('en', album)).toBe(
      [
        'The album: “Rita & Nuno”, a wedding, at Quinta da Luz, 2025-06.',
        'Its summary: A June wedding among the cork oaks.',
        'The photographer’s story of the day, for context only:\nThey met in Lagos, **surfing**.',
        'Write the description of this photo in English.',
      ].join('\n\n'),
    );
    expect(draftContext('pt', { ...album, place: 'na Quinta da Luz', kind: 'family' })).toMatch(
      /^The album: “Rita & Nuno”, a family session, na Quinta da Luz, 2025-06\.[\s\S]*in European Portuguese \(pt-PT\)\.$/,
    );
  });

  it('leaves out what she has not written yet', () => {
    expect(draftContext('en', {})).toBe('The album: a wedding.\n\nWrite the description of this photo in English.');
  });

  it('keeps a long story to its first 3,000 characters', () => {
    const context = draftContext('en', { story: 'a'.repeat(5000) });
    expect(context).toContain(`${'a'.repeat(3000)}…`);
    expect(context).not.toContain('a'.repeat(3001));
  });
});

describe('tidyDraft', () => {
  it('gives one line without quotation marks or an opening “image of”, with a capital letter', () => {
    expect(tidyDraft('  "Rita laughs as confetti falls."\n')).toBe('Rita laughs as confetti falls.');
    expect(tidyDraft('Photo of the bride’s bouquet\nof wild rosemary.')).toBe('The bride’s bouquet of wild rosemary.');
    expect(tidyDraft('An image showing guests dancing under string lights.')).toBe(
      'Guests dancing under string lights.',
    );
    expect(tidyDraft('“Fotografia de convidados a dançar.”')).toBe('Convidados a dançar.');
    expect(tidyDraft('Uma imagem que mostra a noiva a sorrir.')).toBe('A noiva a sorrir.');
  });

  it('leaves a sentence that only mentions a photo alone', () => {
    expect(tidyDraft('The couple looks at a photo of their parents.')).toBe(
      'The couple looks at a photo of their parents.',
    );
  });
});

describe('albumContext', () => {
  const english = {
    title: 'Rita & Nuno',
    kind: 'weddings',
    place: { en: 'Quinta da Luz', pt: 'Quinta da Luz', at: 'at', em: 'na' },
    date: '2025-06',
    summary: 'A June wedding among the cork oaks.',
    body: 'They met in Lagos.',
  };

  it('reads the English side whole, the place with its small word', () => {
    expect(albumContext('en', english, english)).toEqual({
      names: 'Rita & Nuno',
      kind: 'weddings',
      place: 'at Quinta da Luz',
      month: '2025-06',
      summary: 'A June wedding among the cork oaks.',
      story: 'They met in Lagos.',
    });
  });

  it('takes the Portuguese side’s own texts and the place as Portuguese says it', () => {
    const portuguese = { title: 'Rita & Nuno', summary: 'Um casamento em junho.', body: 'Conheceram-se em Lagos.' };
    expect(albumContext('pt', portuguese, english)).toEqual({
      names: 'Rita & Nuno',
      kind: 'weddings',
      place: 'na Quinta da Luz',
      month: '2025-06',
      summary: 'Um casamento em junho.',
      story: 'Conheceram-se em Lagos.',
    });
  });

  it('leaves out what is not written yet, and never passes on what is not a kind or a text', () => {
    expect(albumContext('pt', { title: '  ', summary: 3 }, { kind: 'parties', place: { en: 'Lagos' } })).toEqual({
      names: undefined,
      kind: undefined,
      place: undefined,
      month: undefined,
      summary: undefined,
      story: undefined,
    });
  });
});
