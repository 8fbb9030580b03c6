/**
 * Words of the contact page and its enquiry form, in English and European Portuguese.
 * Edit the text between quotes; keep both languages in step (a missing Portuguese entry
 * stops the build with an error naming it). The option names on the left of the `services`,
 * `heardAbout` and `guestPhotos` lists are what the e-mail shows: change only the right side.
 * The photographer's e-mail and Instagram account come from content/settings/site.yml.
 */
import type { Translation } from './translation';

const en = {
  page: {
    heading: 'Get in touch',
    intro:
      'Tell me about your plans: the date, the place and the people who matter to you. I read every message myself and will reply as soon as I can.',
  },
  form: {
    label: 'Enquiry form',
    requiredNote: 'Fields marked with * are required.',
    requiredMarker: 'required',
    submit: 'Send message',
    honeypotLabel: 'Leave this field empty',
  },
  fields: {
    from_name: { label: 'Your name', hint: '' },
    partners_name: { label: "Your partner's name", hint: '' },
    email: { label: 'Email', hint: '' },
    phone_number: {
      label: 'Phone number',
      hint: 'Digits only, with an optional + at the start (up to 15 characters).',
    },
    desired_date: { label: 'Desired date', hint: 'An exact date, a month or a season: whatever you know so far.' },
    wedding_venue: { label: 'Wedding venue', hint: 'Required when you choose Wedding.' },
    message: { label: 'Your message', hint: '' },
  },
  groups: {
    service: { legend: 'What would you like to book?', hint: 'Choose one or more.' },
    guest_photos: { legend: 'Would you like photos of your guests?', hint: 'Required when you choose Wedding.' },
    about_me: { legend: 'How did you hear about me?', hint: '' },
  },
  services: {
    Wedding: 'Wedding',
    Engagements: 'Engagements',
    Proposal: 'Proposal',
    Couple: 'Couple',
    Family: 'Family',
    'Other work': 'Other work',
  },
  heardAbout: {
    Instagram: 'Instagram',
    'Google search': 'Google search',
    Facebook: 'Facebook',
    Friend: 'Friend',
    Other: 'Other',
  },
  guestPhotos: {
    Yes: 'Yes',
    No: 'No',
    'Not decided yet': 'Not decided yet',
  },
  errors: {
    required: 'This field is required',
    invalidEmail: 'Please enter a valid email address',
    general: 'Please fill in the required fields',
  },
  // {count} and {max} become numbers, written the way each language writes them (5,000 / 5000).
  limits: {
    count: '{count} of {max} characters',
    tooLong: 'Please keep this to {max} characters or fewer',
  },
  sending: 'Sending your message…',
  success: {
    heading: 'THANK YOU!',
    text: "Your message has been received. I'll get back to you as soon as I can",
    social: 'In the meantime, follow my work on Instagram:',
    ok: 'OK',
    home: 'Back to homepage',
  },
  failure: {
    heading: 'OOPS!',
    text: 'Something went wrong. Please try again, or send your contact directly to',
    retry: 'Try again',
    home: 'Back to homepage',
  },
  // The enquiry written into the visitor's own e-mail app (the address in the OOPS! dialog and
  // under the form). {services} becomes the chosen services ('Wedding, Family').
  enquiry: {
    subject: '{services} enquiry',
    subjectWithoutServices: 'Enquiry',
    labels: {
      from_name: 'Name',
      partners_name: "Partner's name",
      email: 'Email',
      phone_number: 'Phone',
      service: 'Services',
      desired_date: 'Desired date',
      wedding_venue: 'Wedding venue',
      guest_photos: 'Photos of the guests',
      about_me: 'How I found you',
      message: 'Message',
    },
    // The last line of an e-mail too long for the link; keep the button's name in it.
    cut: '[The rest did not fit in this e-mail link. Use "Copy my enquiry" on the site and paste it here.]',
    copy: 'Copy my enquiry',
    copied: 'Copied: your whole enquiry is ready to paste into your e-mail.',
    copyByHand: 'Copying was not allowed here. Your enquiry is selected below: copy it by hand.',
    textLabel: 'Your whole enquiry',
  },
  direct: 'Prefer e-mail? Write to me at',
};

export type ContactMessages = typeof en;

const pt: Translation<'Portuguese', ContactMessages> = {
  page: {
    heading: 'Vamos falar',
    intro:
      'Conta-me os teus planos: a data, o local e as pessoas que são importantes para ti. Leio cada mensagem pessoalmente e respondo-te assim que puder.',
  },
  form: {
    label: 'Formulário de contacto',
    requiredNote: 'Os campos marcados com * são obrigatórios.',
    requiredMarker: 'obrigatório',
    submit: 'Enviar mensagem',
    honeypotLabel: 'Deixa este campo vazio',
  },
  fields: {
    from_name: { label: 'O teu nome', hint: '' },
    partners_name: { label: 'Nome do teu par', hint: '' },
    email: { label: 'Email', hint: '' },
    phone_number: {
      label: 'Telemóvel',
      hint: 'Apenas algarismos, com um + opcional no início (até 15 caracteres).',
    },
    desired_date: {
      label: 'Data pretendida',
      hint: 'Uma data exata, um mês ou uma estação do ano: o que já souberes.',
    },
    wedding_venue: { label: 'Local do casamento', hint: 'Obrigatório se escolheres Casamento.' },
    message: { label: 'A tua mensagem', hint: '' },
  },
  groups: {
    service: { legend: 'O que gostarias de marcar?', hint: 'Escolhe uma ou mais opções.' },
    guest_photos: { legend: 'Queres fotografias dos teus convidados?', hint: 'Obrigatório se escolheres Casamento.' },
    about_me: { legend: 'Como me conheceste?', hint: '' },
  },
  services: {
    Wedding: 'Casamento',
    Engagements: 'Noivado',
    Proposal: 'Pedido de casamento',
    Couple: 'Casal',
    Family: 'Família',
    'Other work': 'Outro trabalho',
  },
  heardAbout: {
    Instagram: 'Instagram',
    'Google search': 'Pesquisa no Google',
    Facebook: 'Facebook',
    Friend: 'Um amigo ou amiga',
    Other: 'Outro',
  },
  guestPhotos: {
    Yes: 'Sim',
    No: 'Não',
    'Not decided yet': 'Ainda não decidi',
  },
  errors: {
    // These three sentences are fixed wording (content/dictionaries/contact.test.ts).
    required: 'Campo obrigatório',
    invalidEmail: 'Por favor insira um email válido',
    general: 'Por favor, preencha os campos obrigatórios',
  },
  limits: {
    count: '{count} de {max} caracteres',
    tooLong: 'Escreve no máximo {max} caracteres',
  },
  sending: 'A enviar a tua mensagem…',
  success: {
    heading: 'OBRIGADA!',
    text: 'Recebi a tua mensagem. Respondo-te assim que puder',
    social: 'Entretanto, acompanha o meu trabalho no Instagram:',
    ok: 'OK',
    home: 'Voltar à página inicial',
  },
  failure: {
    // Not 'OBRIGADA!' ('thank you'), which would be wrong for a failure.
    heading: 'UPS!',
    text: 'Algo correu mal. Tenta novamente ou envia o teu contacto diretamente para',
    retry: 'Tentar novamente',
    home: 'Voltar à página inicial',
  },
  enquiry: {
    subject: 'Pedido de informações: {services}',
    subjectWithoutServices: 'Pedido de informações',
    labels: {
      from_name: 'Nome',
      partners_name: 'Nome do par',
      email: 'Email',
      phone_number: 'Telemóvel',
      service: 'Serviços',
      desired_date: 'Data pretendida',
      wedding_venue: 'Local do casamento',
      guest_photos: 'Fotografias dos convidados',
      about_me: 'Como te conheci',
      message: 'Mensagem',
    },
    cut: '[O resto não coube nesta ligação de email. Usa "Copiar o meu pedido" no site e cola-o aqui.]',
    copy: 'Copiar o meu pedido',
    copied: 'Copiado: o teu pedido completo está pronto a colar no email.',
    copyByHand: 'A cópia não foi permitida aqui. O teu pedido está selecionado abaixo: copia-o à mão.',
    textLabel: 'O teu pedido completo',
  },
  direct: 'Preferes escrever um email? Escreve-me para',
};

export const contactMessages = { en, pt };
