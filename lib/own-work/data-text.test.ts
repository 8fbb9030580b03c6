/** @jest-environment node */
import yaml from 'js-yaml';
import { dataFileText } from './data-text';

const shipped = [
  '# The photos your pages show. The editor',
  "# lets you pick them. The values below are the demo's.",
  '# The slideshow, in order.',
  'slideshow:',
  '  - ana-joao/demo-19.jpg',
  '# The portrait.',
  'portrait: ana-joao/demo-11.jpg',
  '',
].join('\n');

describe('dataFileText', () => {
  it('writes the new values under the comments that stood above each key, without the demo note', () => {
    const text = dataFileText(shipped, {
      slideshow: ['rita-nuno/IMG_1.webp', 'rita-nuno/IMG_2.webp'],
      portrait: 'rita-nuno/IMG_1.webp',
    });
    expect(text).toBe(
      [
        '# The photos your pages show. The editor',
        '# lets you pick them.',
        '# The slideshow, in order.',
        'slideshow:',
        '  - rita-nuno/IMG_1.webp',
        '  - rita-nuno/IMG_2.webp',
        '# The portrait.',
        'portrait: rita-nuno/IMG_1.webp',
        '',
      ].join('\n'),
    );
  });

  it('reads back as the values it was given, a message of several paragraphs included', () => {
    const data = {
      testimonials: [{ couple: 'Rita & Nuno', venue: 'Quinta da Luz', lang: 'pt', message: 'Um.\n\nDois: três.' }],
    };
    expect(yaml.load(dataFileText('# Testimonials\ntestimonials: []\n', data))).toEqual(data);
  });
});
