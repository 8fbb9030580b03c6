/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { chosenPhoto, PAGE_PHOTOS_FILE } from './page-photo-choices';
import { pagePhotoProblems } from './page-photo-choices';

const projectRoot = path.join(__dirname, '..');
const shippedText = () => readFileSync(path.join(projectRoot, PAGE_PHOTOS_FILE), 'utf8');
const shipped = () => yaml.load(shippedText()) as Record<string, unknown>;

describe('the pages’ photos (content/settings/page-photos.yml)', () => {
  it('holds the demo’s choices, which the schema accepts', () => {
    const { choices, problems } = pagePhotoProblems(shippedText());
    expect(problems).toEqual([]);
    expect(choices?.slideshow[0]).toBe('emma-james/demo-19.jpg');
  });

  it.each<[string, (choices: Record<string, unknown>) => void, string]>([
    [
      'a slide typed without its album',
      (c) => ((c.slideshow as unknown[])[2] = 'demo-08.jpg'),
      'Home page slideshow → Slide 3 should be a photo chosen from one of your albums',
    ],
    [
      'a slideshow of one photo',
      (c) => (c.slideshow = ['emma-james/demo-19.jpg']),
      'Home page slideshow should be two photos or more, chosen from your albums',
    ],
    [
      'a Families tile typed without its album',
      (c) => ((c.portfolio as Record<string, unknown>).family = 'demo-01.jpg'),
      'Home page portfolio tiles → Families tile should be a photo chosen from one of your albums',
    ],
    [
      'an empty about photo',
      (c) => (c.portrait = ' '),
      'About page photo should be a photo chosen from one of your albums',
    ],
    ['a place it does not know', (c) => (c.contact = 'ana-joao/demo-01.jpg'), 'contact is not a place for a photo'],
  ])('refuses %s, naming the file and the place in her words', (_what, change, message) => {
    const choices = shipped();
    change(choices);
    const { problems } = pagePhotoProblems(yaml.dump(choices));
    expect(problems).toEqual([`${PAGE_PHOTOS_FILE}: ${message} (Settings → Photos on your pages).`]);
  });

  it('accepts a portfolio tile left empty, and all three (the editor then leaves out the list itself)', () => {
    const choices = shipped();
    delete (choices.portfolio as Record<string, unknown>).couples;
    expect(pagePhotoProblems(yaml.dump(choices))).toEqual({
      choices: {
        ...choices,
        portfolio: { weddings: 'mariana-pedro/demo-09.jpg', family: 'carvalho-family/demo-01.jpg' },
      },
      problems: [],
    });
    delete choices.portfolio;
    expect(pagePhotoProblems(yaml.dump(choices))).toEqual({ choices: { ...choices, portfolio: {} }, problems: [] });
  });

  it('reads a choice as its album and its file', () => {
    expect(chosenPhoto('ana-joao/IMG_0042 copy.webp')).toEqual({ album: 'ana-joao', file: 'IMG_0042 copy.webp' });
  });
});
