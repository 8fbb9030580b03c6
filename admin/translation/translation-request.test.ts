import {
  brazilianForms,
  europeanRequestBody,
  photosToSuggest,
  plainTextAnswer,
  storedTranslationKey,
  suggestionFailureNotice,
  translateFailureNotice,
  translatedTexts,
  TranslationFailure,
  translationRequest,
  withSuggestions,
} from './translation-request';

const KEY = `AIza${'x'.repeat(35)}`;

describe('storedTranslationKey', () => {
  it('reads the Google key she entered in the editor', () => {
    expect(
      storedTranslationKey(JSON.stringify({ apiKeys: { google: KEY }, defaultTranslationService: 'google' })),
    ).toBe(KEY);
    // The editor's default service is Google when she never chose one.
    expect(storedTranslationKey(JSON.stringify({ apiKeys: { google: KEY } }))).toBe(KEY);
  });

  it('finds none without preferences, without a key, or when she chose another service', () => {
    expect(storedTranslationKey(null)).toBeUndefined();
    expect(storedTranslationKey('not json')).toBeUndefined();
    expect(storedTranslationKey(JSON.stringify({ apiKeys: {} }))).toBeUndefined();
    expect(storedTranslationKey(JSON.stringify({ apiKeys: { google: '  ' } }))).toBeUndefined();
    expect(
      storedTranslationKey(JSON.stringify({ apiKeys: { google: KEY }, defaultTranslationService: 'anthropic' })),
    ).toBeUndefined();
  });
});

describe('translationRequest', () => {
  it('asks for European Portuguese from English, as plain text', () => {
    expect(translationRequest(['The bride’s bouquet'])).toEqual({
      q: ['The bride’s bouquet'],
      source: 'en',
      target: 'pt-PT',
      format: 'text',
    });
  });
});

describe('europeanRequestBody', () => {
  it('turns the editor’s `pt` target, which Google reads as Brazilian, into `pt-PT`', () => {
    const body = JSON.stringify({ q: ['Rita & Nuno'], source: 'en', target: 'pt', format: 'html' });
    expect(JSON.parse(europeanRequestBody(body))).toEqual({
      q: ['Rita & Nuno'],
      source: 'en',
      target: 'pt-PT',
      format: 'html',
    });
  });

  it('turns a target that names Brazilian Portuguese into `pt-PT` as well', () => {
    for (const target of ['pt-BR', 'pt_BR', 'PT']) {
      const body = JSON.stringify({ q: ['Rita & Nuno'], source: 'en', target, format: 'html' });
      expect(JSON.parse(europeanRequestBody(body))).toMatchObject({ target: 'pt-PT' });
    }
  });

  it('leaves any other request as it is', () => {
    for (const body of [
      '',
      'not json',
      JSON.stringify({ q: ['x'], target: 'fr' }),
      JSON.stringify({ q: ['x'], target: 'ptx' }),
      JSON.stringify('pt'),
    ]) {
      expect(europeanRequestBody(body)).toBe(body);
    }
  });
});

describe('plainTextAnswer', () => {
  const answer = (...texts: string[]) => ({
    data: { translations: texts.map((translatedText) => ({ translatedText })) },
  });

  it('gives the plain texts of an HTML request back as plain text, and the story as HTML', () => {
    const request = JSON.stringify({
      q: ['Rita & Nuno', 'The bride’s "yes"', '<p>Rita &amp; Nuno met in <em>Lisbon</em>.</p>'],
      target: 'pt-PT',
      format: 'html',
    });
    expect(
      plainTextAnswer(
        request,
        answer(
          'Rita &amp; Nuno',
          'O &quot;sim&quot; da noiva',
          '<p>A Rita &amp; o Nuno conheceram-se em <em>Lisboa</em>.</p>',
        ),
      ),
    ).toEqual(
      answer('Rita & Nuno', 'O "sim" da noiva', '<p>A Rita &amp; o Nuno conheceram-se em <em>Lisboa</em>.</p>'),
    );
  });

  it('leaves a plain-text request’s answer, and an error, as they are', () => {
    const text = JSON.stringify(translationRequest(['Fish &amp; chips']));
    expect(plainTextAnswer(text, answer('Peixe &amp; batatas'))).toEqual(answer('Peixe &amp; batatas'));
    const error = { error: { code: 400, message: 'API key not valid' } };
    expect(plainTextAnswer(JSON.stringify({ q: ['x'], format: 'html' }), error)).toBe(error);
  });
});

describe('translatedTexts', () => {
  it('reads the texts in order', () => {
    const answer = { data: { translations: [{ translatedText: 'O ramo da noiva' }, { translatedText: 'Confettis' }] } };
    expect(translatedTexts(answer, 2)).toEqual(['O ramo da noiva', 'Confettis']);
  });

  it('refuses an answer with too few texts, or without texts', () => {
    expect(() => translatedTexts({ data: { translations: [{ translatedText: 'x' }] } }, 2)).toThrow(
      'the service answered with 1 texts for 2',
    );
    expect(() => translatedTexts({ error: { message: 'API key not valid' } }, 1)).toThrow('no texts');
    expect(() => translatedTexts({ data: { translations: [{}] } }, 1)).toThrow('without a text');
  });
});

describe('brazilianForms', () => {
  it('points out the Brazilian gerund and Brazilian words', () => {
    expect(brazilianForms('A noiva está sorrindo')).toEqual(['está sorrindo']);
    expect(brazilianForms('O ônibus dos convidados')).toEqual(['ônibus']);
    expect(brazilianForms('A equipe está dançando')).toEqual(['está dançando', 'equipe']);
  });

  it('finds nothing in European Portuguese', () => {
    for (const text of ['A noiva está a sorrir', 'O autocarro dos convidados', 'A equipa a dançar', 'O bebé ao colo']) {
      expect(brazilianForms(text)).toEqual([]);
    }
  });
});

const english = [
  { file: 'a.webp', description: 'The bride’s bouquet' },
  { file: 'b.webp', description: 'Confetti' },
  { file: 'c.webp', description: ' ' },
  { file: 'd.webp', description: 'The rings' },
];

describe('photosToSuggest', () => {
  it('takes the photos with an English description and no Portuguese one', () => {
    const portuguese = [
      { file: 'a.webp', description: '' },
      { file: 'b.webp', description: 'Confettis' },
      { file: 'c.webp', description: '' },
      { file: 'd.webp', description: '  ' },
    ];
    expect(photosToSuggest(english, portuguese)).toEqual([0, 3]);
  });
});

describe('withSuggestions', () => {
  it('fills only the descriptions still empty, by file', () => {
    const portuguese = [
      { file: 'a.webp', description: '' },
      { file: 'b.webp', description: 'Escrito por ela' },
    ];
    const suggestions = new Map([
      ['a.webp', 'O ramo da noiva'],
      ['b.webp', 'Confettis'],
    ]);
    expect(withSuggestions(portuguese, suggestions)).toEqual([
      { file: 'a.webp', description: 'O ramo da noiva' },
      { file: 'b.webp', description: 'Escrito por ela' },
    ]);
  });
});

describe('suggestionFailureNotice', () => {
  it('tells each cause truly (admin/google/service-failure.ts), and that nothing was changed', () => {
    expect(suggestionFailureNotice(new TypeError('Failed to fetch'))).toBe(
      'Google could not be reached: this computer seems to be offline. Check the internet connection, then try again. Nothing was changed.',
    );
    const refused = suggestionFailureNotice(
      new TranslationFailure(403, 'Requests from referer http://localhost:3452/ are blocked.'),
    );
    expect(refused).toContain(
      'Google refused the key (Google said: “Requests from referer http://localhost:3452/ are blocked.”)',
    );
    expect(refused).toContain('the Cloud Translation API is enabled');
    expect(refused).toMatch(/Nothing was changed\.$/);
    expect(suggestionFailureNotice(new TranslationFailure(429, ''))).toMatch(
      /^Google’s limit for translations is reached/,
    );
    expect(suggestionFailureNotice(new TranslationFailure(503, 'Backend Error'))).toBe(
      'Google did not answer as expected (Google said: “Backend Error”). Try again in a moment. Nothing was changed.',
    );
  });
});

describe('translateFailureNotice', () => {
  it('tells the true cause beside the editor’s own “Translation failed.”', () => {
    expect(translateFailureNotice(new TypeError('Failed to fetch'))).toBe(
      'Translate from English did not work. Google could not be reached: this computer seems to be offline. Check the internet connection, then try again. Nothing was changed.',
    );
    expect(translateFailureNotice(new TranslationFailure(429, ''))).toMatch(
      /^Translate from English did not work\. Google’s limit for translations is reached for now\./,
    );
  });
});
