import { describe, expect, it } from 'vitest';
import { site } from '../../lib/site.ts';
import { expandShorthand } from './shorthand.ts';
import { offlineResponders } from './siteResponders.ts';

const ask = (content: string, locale: 'en' | 'es' = 'en') =>
  offlineResponders[locale].answer([{ role: 'user', content }]);

describe('texting shorthand', () => {
  it('writes out whole-word shorthand of the question’s language only', () => {
    expect(expandShorthand('can u help me w/ my biz? thx', 'en')).toBe(
      'can you help me with my business? thanks',
    );
    expect(expandShorthand("y'all open? r u in ny", 'en')).toBe('you all open? are you in ny');
    // Inside a word, or in the other language, it is left alone.
    expect(expandShorthand('run your numbers', 'en')).toBe('run your numbers');
    expect(expandShorthand('q horario tienen x la tarde', 'es')).toBe(
      'que horario tienen por la tarde',
    );
    expect(expandShorthand('q', 'en')).toBe('q');
  });

  it('reads the firm’s “number” as its phone number, not as one of its figures', () => {
    expect(expandShorthand('whats ur number', 'en')).toBe('whats your phone number');
    expect(expandShorthand('your number of clients', 'en')).toBe('your number of clients');
    expect(expandShorthand('me das tu número?', 'es')).toBe('me das tu número de teléfono?');
    // Any "number" that counts nothing, not only "your number"; never a count or the phone twice.
    expect(expandShorthand('what number do i call', 'en')).toBe('what phone number do i call');
    expect(expandShorthand('how many clients, what number', 'en')).toBe(
      'how many clients, what number',
    );
    expect(expandShorthand('your phone number', 'en')).toBe('your phone number');
    expect(expandShorthand('el numero de la oficina', 'es')).toBe('el numero de la oficina');
  });

  it('reads Spanish "correo" alone as the email', () => {
    expect(expandShorthand('¿me da su correo?', 'es')).toBe('¿me da su correo electrónico?');
    expect(expandShorthand('su correo electrónico', 'es')).toBe('su correo electrónico');
    expect(ask('cual es su correo', 'es')).toContain(site.email);
    // "e-mail" is "email" in either language.
    expect(expandShorthand('your e-mail?', 'en')).toBe('your email?');
    expect(expandShorthand('su e-mail', 'es')).toBe('su correo electrónico');
  });

  it('reads "where are you based", "what town are you in" as asking where the office is', () => {
    expect(expandShorthand('where r u guys based?', 'en')).toBe('where is your office?');
    expect(expandShorthand('what town are you in', 'en')).toBe('where is your office');
    expect(expandShorthand('are you located in boston', 'en')).toBe('is your office in boston');
    expect(ask('where are you based')).toContain(site.address.city);
    expect(ask('what town are u in')).toContain(site.address.city);
    // Each everyday form, and the Spanish ones.
    expect(expandShorthand('which city r u located', 'en')).toBe('where is your office');
    expect(expandShorthand('donde estan ubicados', 'es')).toBe('dónde está su oficina');
    expect(expandShorthand('en que ciudad estan ustedes', 'es')).toBe('dónde está su oficina');
  });

  it('reads "¿hasta qué hora …?" as asking for the office hours', () => {
    expect(expandShorthand('¿hasta qué hora atienden?', 'es')).toBe('¿en qué horario atienden?');
    expect(ask('¿hasta qué hora atienden?', 'es')).toMatch(/^Nuestro horario de oficina/);
    expect(expandShorthand('¿a qué hora abren?', 'es')).toBe('¿en qué horario abren?');
    // "At what time will … happen?" is not the office hours.
    expect(expandShorthand('¿a qué hora me llaman?', 'es')).toBe('¿a qué hora me llaman?');
    expect(expandShorthand('¿a qué hora es la consulta?', 'es')).toBe(
      '¿a qué hora es la consulta?',
    );
    expect(ask('¿a qué hora es la consulta?', 'es')).not.toMatch(/^Nuestro horario de oficina/);
    // After the phone, "until what time can I call?" is the hours, not the phone again.
    expect(
      offlineResponders.es.answer([
        { role: 'user', content: '¿me da su teléfono?' },
        { role: 'assistant', content: '…' },
        { role: 'user', content: '¿y hasta qué hora puedo llamar?' },
      ]),
    ).toMatch(/^Nuestro horario de oficina/);
  });

  it('reads sending the firm a message as getting in touch with it', () => {
    expect(expandShorthand('para mandarles un mensaje', 'es')).toBe('para comunicarme con ustedes');
    expect(ask('¿cómo hago para mandarles un mensaje?', 'es')).toContain(site.email);
    // A message to someone else is left alone.
    expect(expandShorthand('mensajes para mis clientes', 'es')).toBe('mensajes para mis clientes');
    // Each written form of the verb, accented or not.
    expect(expandShorthand('¿cómo les envío un mensaje?', 'es')).toBe(
      '¿cómo comunicarme con ustedes?',
    );
    expect(ask('¿cómo les envío un mensaje?', 'es')).toContain(site.email);
    expect(expandShorthand('les mandé un correo', 'es')).toBe('comunicarme con ustedes');
    // With something else sent, that is what is asked about: the verb alone is not rewritten.
    expect(expandShorthand('les mando mi plan de negocios', 'es')).toBe(
      'les mando mi plan de negocios',
    );
  });

  it('reads "¿qué hace(n) …?" as asking what something is for', () => {
    expect(expandShorthand('¿Qué hacen en mercadeo?', 'es')).toBe('¿qué en mercadeo?');
    // The division's overview, not its introduction's "un buen mercadeo hace que …".
    expect(ask('¿Qué hacen en mercadeo?', 'es')).toMatch(/^Mercadeo que genera confianza/);
  });

  it('answers a question typed as on a phone as it answers it written out', () => {
    expect(ask('wat is ur email pls')).toContain(site.email);
    expect(ask('who do i talk to abt marketing')).toMatch(/^Alexis Morgan/);
    expect(ask('cual es tu numero', 'es')).toContain(site.phone);
  });
});

describe('everyday words for the site’s', () => {
  it('reads "legit" as "legal" only in going legal', () => {
    expect(ask('I want to go legit with my grow')).not.toMatch(/^Follow us/);
    // "Are you legit?" asks whether the firm can be trusted: no legal passage answers it.
    expect(ask('are you guys legit')).not.toMatch(/^Yes\. Legacy-to-legal/);
    expect(ask('is this company legit?')).not.toMatch(/^Follow us on Instagram/);
  });
});
