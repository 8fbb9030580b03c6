/** @jest-environment node */
import { contactMessages } from '@/content/dictionaries/contact';
import { getSite } from '@/content/read';
import { emptyValues, textFieldMaxLength, type ContactValues } from './fields';
import {
  MAILTO_HREF_MAX_LENGTH,
  MAILTO_MAX_LENGTH,
  MAILTO_SUBJECT_MAX_LENGTH,
  encodeMailtoText,
  enquiryMailto,
  enquirySubject,
} from './mailto';

const EMAIL = getSite().email;

function values(overrides: Partial<ContactValues> = {}): ContactValues {
  return {
    ...emptyValues(),
    from_name: 'Ana Silva',
    partners_name: 'Rui Costa',
    email: 'ana@example.pt',
    phone_number: '+351912345678',
    service: ['Family', 'Wedding'],
    desired_date: '14 June 2027',
    wedding_venue: 'Quinta do Mar, Lagos',
    guest_photos: 'Not decided yet',
    about_me: ['Friend', 'Instagram'],
    message: 'Hello!\nWe would love an autumn wedding.',
    ...overrides,
  };
}

/** The link read back the way a mail app reads it. */
function parse(href: string) {
  const url = new URL(href);
  return {
    protocol: url.protocol,
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
    keys: [...url.searchParams.keys()],
  };
}

/** Raw percent-decoding of one header value, without URLSearchParams' '+' rule. */
function rawValue(href: string, name: string): string {
  const match = new RegExp(`[?&]${name}=([^&]*)`).exec(href);
  return decodeURIComponent(match![1]!);
}

describe.each(['en', 'pt'] as const)('enquiryMailto (%s)', (locale) => {
  const m = contactMessages[locale];
  const l = m.enquiry.labels;

  it('writes a subject naming the services, the date and the name, in the page language', () => {
    const services = `${m.services.Wedding}, ${m.services.Family}`;
    expect(enquirySubject(values(), m)).toBe(
      `${m.enquiry.subject.replace('{services}', services)} — 14 June 2027 — Ana Silva`,
    );
    expect(enquirySubject(values({ service: [], desired_date: '  ' }), m)).toBe(
      `${m.enquiry.subjectWithoutServices} — Ana Silva`,
    );
  });

  it('writes every filled field, labelled in the page language, in the form order', () => {
    const { href, cut, text } = enquiryMailto(EMAIL, values(), m);
    const mail = parse(href);
    expect(cut).toBe(false);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.to).toBe(EMAIL);
    expect(mail.keys).toEqual(['subject', 'body']);
    expect(mail.subject).toBe(enquirySubject(values(), m));
    const expectedBody = [
      `${l.from_name}: Ana Silva`,
      `${l.partners_name}: Rui Costa`,
      `${l.email}: ana@example.pt`,
      `${l.phone_number}: +351912345678`,
      `${l.service}: ${m.services.Wedding}, ${m.services.Family}`,
      `${l.desired_date}: 14 June 2027`,
      `${l.wedding_venue}: Quinta do Mar, Lagos`,
      `${l.guest_photos}: ${m.guestPhotos['Not decided yet']}`,
      `${l.about_me}: ${m.heardAbout.Instagram}, ${m.heardAbout.Friend}`,
      '',
      `${l.message}:`,
      'Hello!',
      'We would love an autumn wedding.',
    ].join('\r\n');
    expect(mail.body).toBe(expectedBody);
    expect(text).toBe(expectedBody.replaceAll('\r\n', '\n'));
  });

  it('leaves out the fields left empty', () => {
    const { href } = enquiryMailto(
      EMAIL,
      values({ partners_name: '', phone_number: '', wedding_venue: ' ', guest_photos: '', about_me: [] }),
      m,
    );
    const body = parse(href).body!;
    for (const label of [l.partners_name, l.phone_number, l.wedding_venue, l.guest_photos, l.about_me]) {
      expect(body).not.toContain(`${label}:`);
    }
    expect(body).toContain(`${l.from_name}: Ana Silva`);
  });

  it('cuts a 5,000-character message to fit the link, keeps the other fields whole and ends with the cut line', () => {
    const message = 'Once upon a time, '.repeat(300).slice(0, textFieldMaxLength.message);
    const { href, cut, text } = enquiryMailto(EMAIL, values({ message }), m);
    expect(cut).toBe(true);
    expect(href.length).toBeLessThanOrEqual(MAILTO_HREF_MAX_LENGTH);
    expect(href.length).toBeLessThan(MAILTO_MAX_LENGTH);
    // Not cut shorter than it has to be: the link is nearly full.
    expect(href.length).toBeGreaterThan(MAILTO_HREF_MAX_LENGTH - 20);
    const body = parse(href).body!;
    expect(body.endsWith(`\r\n\r\n${m.enquiry.cut}`)).toBe(true);
    expect(body).toContain(`${l.from_name}: Ana Silva\r\n`);
    expect(body).toContain(`${l.about_me}: ${m.heardAbout.Instagram}, ${m.heardAbout.Friend}\r\n`);
    expect(body).toMatch(new RegExp(`\\r\\n${l.message}:\\r\\nOnce upon a time, [^]+…\\r\\n\\r\\n`));
    // The whole enquiry, for 'Copy my enquiry'.
    expect(text).toContain(message);
  });

  it('keeps later fields whole when an earlier one does not fit, and cuts that one in its place', () => {
    const emoji = '💍';
    const date = emoji.repeat(textFieldMaxLength.desired_date / 2);
    const venue = emoji.repeat(textFieldMaxLength.wedding_venue / 2);
    const { href, cut } = enquiryMailto(EMAIL, values({ desired_date: date, wedding_venue: venue, message: 'Hi' }), m);
    expect(cut).toBe(true);
    expect(href.length).toBeLessThanOrEqual(MAILTO_HREF_MAX_LENGTH);
    const lines = parse(href).body!.split('\r\n');
    expect(lines).toContain(`${l.desired_date}: ${date}`);
    expect(lines).toContain(`${l.guest_photos}: ${m.guestPhotos['Not decided yet']}`);
    expect(lines).toContain('Hi');
    const venueLine = lines.find((line) => line.startsWith(`${l.wedding_venue}: `))!;
    expect(venueLine).toMatch(/^[^💍]+: (💍)+…$/u);
    expect(lines.indexOf(venueLine)).toBe(lines.indexOf(`${l.desired_date}: ${date}`) + 1);
    expect(lines.at(-1)).toBe(m.enquiry.cut);
  });

  it('stays within the limit when every field is full of four-byte characters', () => {
    const full = (field: keyof typeof textFieldMaxLength) => '😀'.repeat(textFieldMaxLength[field] / 2);
    const { href, cut } = enquiryMailto(
      EMAIL,
      values({
        from_name: full('from_name'),
        partners_name: full('partners_name'),
        desired_date: full('desired_date'),
        wedding_venue: full('wedding_venue'),
        message: full('message'),
      }),
      m,
    );
    expect(cut).toBe(true);
    expect(href.length).toBeLessThanOrEqual(MAILTO_HREF_MAX_LENGTH);
    expect(encodeMailtoText(parse(href).subject!).length).toBeLessThanOrEqual(MAILTO_SUBJECT_MAX_LENGTH);
    expect(parse(href).subject).toMatch(/😀…$/u);
    expect(parse(href).body!.endsWith(m.enquiry.cut)).toBe(true);
  });

  it('gives the plain address when nothing is filled in', () => {
    expect(enquiryMailto(EMAIL, emptyValues(), m)).toEqual({ href: `mailto:${EMAIL}`, cut: false, text: '' });
    expect(enquiryMailto(EMAIL, { ...emptyValues(), message: ' \n ' }, m).href).toBe(`mailto:${EMAIL}`);
  });
});

describe('the mailto encoding', () => {
  const m = contactMessages.en;
  const hostile = {
    from_name: '<script>alert(1)</script> Ana & Rui',
    desired_date: '2027‏-06‏-12 #1 ?',
    wedding_venue: 'Quinta "A&B" = 100% sure + more',
    message: 'שלום مرحبا بكم — 💍👰🏽‍♀️ ção\nLine two & ?x=1#top\r\nLine three %41 +351',
  };

  it('brings hostile text back intact, through URL parsing and through plain percent-decoding', () => {
    const { href } = enquiryMailto(getSite().email, values(hostile), m);
    const expectedMessage = hostile.message.replace(/\r\n|\n/g, '\r\n');
    for (const body of [parse(href).body!, rawValue(href, 'body')]) {
      expect(body).toContain(`${m.enquiry.labels.from_name}: ${hostile.from_name}\r\n`);
      expect(body).toContain(`${m.enquiry.labels.desired_date}: ${hostile.desired_date}\r\n`);
      expect(body).toContain(`${m.enquiry.labels.wedding_venue}: ${hostile.wedding_venue}\r\n`);
      expect(body.endsWith(expectedMessage)).toBe(true);
    }
    expect(parse(href).subject).toBe(rawValue(href, 'subject'));
    expect(parse(href).subject).toContain(hostile.from_name);
  });

  it('percent-encodes every character a mail app could take for syntax (RFC 6068)', () => {
    const { href } = enquiryMailto(getSite().email, values(hostile), m);
    const query = href.slice(href.indexOf('?') + 1);
    expect(query).not.toMatch(/[\s<>"#+\n\r]/);
    expect(query.split('&')).toHaveLength(2);
    expect(encodeMailtoText('a+b & c')).toBe('a%2Bb%20%26%20c');
    expect(encodeMailtoText('one\ntwo\r\nthree\rfour')).toBe('one%0D%0Atwo%0D%0Athree%0D%0Afour');
  });

  it('writes half an emoji left by a length limit as a replacement character instead of failing', () => {
    const halfEmoji = '💍'.slice(0, 1);
    expect(() => encodeURIComponent(halfEmoji)).toThrow(URIError);
    expect(decodeURIComponent(encodeMailtoText(`a${halfEmoji}b`))).toBe('a\uFFFDb');
    expect(() => enquiryMailto(getSite().email, values({ message: `Hello ${halfEmoji}` }), m)).not.toThrow();
  });
});
