import { describe, expect, it } from 'vitest';
import { site } from '../../lib/site.ts';
import { asksForService, asksForYear, asksOnlyForStory, hasBookingIntent } from './intents.ts';
import { fillerTerms } from './fillerWords.ts';
import { placeInServiceArea } from './placesInServiceArea.ts';
import { placeOutsideServiceArea } from './placesOutsideServiceArea.ts';
import { offlineResponders } from './siteResponders.ts';

const ask = (content: string, locale: 'en' | 'es' = 'en') =>
  offlineResponders[locale].answer([{ role: 'user', content }]);

/** Issue 40's rules: never confidently wrong, useful when unsure. */
describe('offline responder: guards against confident wrong answers', () => {
  it('answers a place outside the four states with the states the firm serves', () => {
    for (const question of [
      'Can you help a business in Ohio?',
      'we are up in maine, do you come that far', // not "corrected" into a common word
      'opening a shop in las vegas next year',
    ]) {
      const answer = ask(question);
      for (const state of site.serviceAreaNames) expect(answer, question).toContain(state);
      expect(answer, question).toContain(site.phone);
    }
    const es = ask('¿pueden ayudarme con un negocio en Nueva Jersey?', 'es');
    for (const state of ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'])
      expect(es).toContain(state);
  });

  it('answers a date question that names nothing but the firm with the year it was founded', () => {
    for (const question of [
      'when did you start',
      'what year did the company get going',
      'since when have yall been open',
    ])
      expect(ask(question), question).toMatch(/^2018, Founded in Holyoke/);
    for (const question of ['¿cuándo empezaron?', 'en que año abrieron la empresa'])
      expect(ask(question, 'es'), question).toMatch(/^2018 – Fundación en Holyoke/);
    // An event it names is that event's year; "how many years" asks the figure, not the year.
    expect(ask('when did you start doing marketing')).toMatch(/^2022, Marketing Division/);
    expect(ask('how many years have you been doing this')).not.toMatch(/^2018/);
    // Where it began is in the same entry, asked on its own or as a follow-up that names nothing.
    expect(ask('where did you start out?')).toMatch(/^2018, Founded in Holyoke/);
    expect(ask('¿dónde empezaron?', 'es')).toMatch(/^2018 – Fundación en Holyoke/);
    expect(
      offlineResponders.en.answer([
        { role: 'user', content: 'when did you start?' },
        { role: 'assistant', content: '2018, Founded in Holyoke' },
        { role: 'user', content: 'and where?' },
      ]),
    ).toMatch(/^2018, Founded in Holyoke/);
    // "That" is what was said before.
    expect(
      offlineResponders.en.answer([
        { role: 'user', content: 'do you do real estate?' },
        { role: 'assistant', content: 'Find the Right Property, Close With Confidence.' },
        { role: 'user', content: 'when was that added' },
      ]),
    ).toMatch(/^2021, Real Estate Division/);
  });

  it("does not answer the visitor's own start, or a price asked by date, with the firm's history", () => {
    // The visitor's start, asked with "can" or in the future, is no question of when the firm began.
    for (const question of ['when can we get started', 'when can I start'])
      expect(ask(question), question).not.toMatch(/^2018, Founded in Holyoke/);
    expect(ask('¿cuándo puedo empezar?', 'es')).not.toMatch(/^2018 – Fundación/);
    // A price (or a booking) asked by date names what is asked, as a topic word does.
    for (const question of [
      'when did real estate prices go up',
      'when did prices start going up',
      'when did marketing costs go up',
      'what year did you start charging for consultations',
    ])
      expect(ask(question), question).not.toMatch(/^20\d\d, /);
    expect(ask('¿en qué año empezaron a cobrar las consultas?', 'es')).not.toMatch(/^20\d\d – /);
    // When the firm or a division began is still its history entry.
    expect(ask('what yr did u start')).toMatch(/^2018, Founded in Holyoke/);
    expect(ask('when did you start doing marketing')).toMatch(/^2022, Marketing Division/);
  });

  it('reads "and marketing?" after the founding entry as the division, not the entry\'s "market"', () => {
    const after = (content: string, locale: 'en' | 'es' = 'en') =>
      offlineResponders[locale].answer([
        { role: 'user', content: locale === 'en' ? 'when did you start?' : '¿cuándo empezaron?' },
        {
          role: 'assistant',
          content: locale === 'en' ? '2018, Founded in Holyoke' : '2018 – Fundación',
        },
        { role: 'user', content },
      ]);
    for (const question of ['and marketing?', 'what about marketing?'])
      expect(after(question), question).toMatch(/^2022, Marketing Division/);
    expect(after('and real estate?')).toMatch(/^2021, Real Estate Division/);
    expect(after('¿y el mercadeo?', 'es')).toMatch(/^2022 – División de Mercadeo/);
    // A follow-up that names nothing is still the entry it follows.
    expect(after('and where?')).toMatch(/^2018, Founded in Holyoke/);
  });

  it("answers who leads the firm with its team, never a client's founder or owner", () => {
    for (const question of ['who is the ceo', "who's in charge", 'who owns the company'])
      expect(ask(question), question).toMatch(/^Our team: Jordan Hayes/);
    expect(ask('¿quién es el jefe de la empresa?', 'es')).toMatch(/^Nuestro equipo: Jordan Hayes/);
    // Whole on its own, it is not read with the question before it.
    expect(
      offlineResponders.en.answer([
        { role: 'user', content: 'when are you open' },
        { role: 'assistant', content: 'Our office hours are Monday to Friday.' },
        { role: 'user', content: "who's in charge?" },
      ]),
    ).toMatch(/^Our team: Jordan Hayes/);
    // A division named is its director; a client named is that client.
    expect(ask('who runs the cannabis division')).toMatch(/^Jordan Hayes/);
    expect(ask('who founded paper city cultivation')).toContain('Andre Thompson');
  });

  it('answers how to book a consultation with the ways to reach the firm, not a division banner', () => {
    for (const question of [
      'how do i book a consult',
      'how can I schedule an appointment?',
      'i want to book an appointment',
    ])
      expect(ask(question), question).toMatch(/^Call us at .*consultation request/);
    expect(ask('¿cómo pido una cita?', 'es')).toMatch(/^Llámenos al .*solicitud de consulta/);
    // A meeting with one of the team or the team is one with the firm; with someone else it is not.
    for (const question of [
      'how can I get a meeting with jordan',
      'how do I book a consultation with the team',
    ])
      expect(ask(question), question).toMatch(/^Call us at .*consultation request/);
    for (const question of [
      'I want to make an appointment with the cannabis control commission',
      'i need to schedule a meeting with my landlord, can you help',
    ])
      expect(ask(question), question).not.toMatch(/^Call us at .*consultation request/);
    expect(ask('quiero hacer una cita con el banco', 'es')).not.toMatch(/^Llámenos al .*solicitud/);
  });

  it('answers "do you have reviews?" with clients\' testimonials, not a pointer to the legal pages', () => {
    for (const question of ['do you have reviews', 'what do your clients say'])
      expect(ask(question), question).toMatch(/^Marcus Bell, .*\n\nDanielle Ortiz, /s);
    expect(ask('¿tienen reseñas?', 'es')).toMatch(/^Marcus Bell, /);
    // Help asked with reviews is a service asked for, not what the firm's clients say of it.
    expect(ask('can you help me with online reviews')).not.toMatch(/^Marcus Bell, /);
    expect(ask('¿me ayudan a conseguir reseñas?', 'es')).not.toMatch(/^Marcus Bell, /);
  });

  it('reads "how many clients have you helped" as asking the count, not about helping', () => {
    expect(ask('how many clients have you helped')).toMatch(/^Our impact so far: 50\+/);
    expect(ask('¿a cuántos clientes han ayudado?', 'es')).toMatch(/^Nuestro impacto hasta hoy/);
  });

  it('answers "can you do my social media?" with the marketing service, not the firm\'s own accounts', () => {
    expect(ask('can you do my social media')).toMatch(/^Marketing Services, capabilities/);
    expect(ask('are you on social media')).toMatch(/^Follow us on Instagram/);
  });

  it('answers whether a license is guaranteed from the terms, which say it cannot be', () => {
    // First, not beside the cannabis page's banner.
    expect(ask("do you guarantee i'll get a license")).toMatch(
      /^Terms of Service, Client Responsibilities: .*we cannot guarantee/,
    );
    expect(ask('¿me garantizan la licencia?', 'es')).toMatch(
      /^Términos de servicio \(Responsabilidades del cliente\).*no podemos garantizar/,
    );
  });

  it('reads "what states do you cover" as the service area, not what a service covers', () => {
    expect(ask('What states do you cover?')).toMatch(
      /^We are headquartered in Holyoke, MA, and work/,
    );
  });

  it('answers "do you help with …?" with the division, not its director\'s profile or its history', () => {
    expect(ask('do you help with real estate')).toMatch(/^Find the Right Property/);
    expect(ask('¿ayudan con bienes raíces?', 'es')).toMatch(/^Encuentre la propiedad indicada/);
    // Asked for a person or a year, the profile and the history entry still answer.
    expect(ask('who runs real estate')).toMatch(/^Alexis Morgan/);
    expect(ask('when did you add real estate')).toMatch(/^2021, Real Estate Division/);
  });

  it('answers "what do you do?" with the sentence naming all four services', () => {
    for (const question of ['What do you do?', 'what kind of services do you guys offer'])
      expect(ask(question), question).toMatch(
        /^Terms of Service, Our Services: We provide consulting/,
      );
    for (const question of ['¿qué hacen ustedes?', 'que servicios ofrecen'])
      expect(ask(question, 'es'), question).toMatch(/^Términos de servicio \(Nuestros servicios\)/);
    // A division named is that division.
    expect(ask('what do you do for cannabis businesses')).toMatch(/^Legacy Roots/);
  });

  it('reads "when will I hear back" as the response time', () => {
    expect(ask('when will i hear back')).toMatch(
      /^We get back to every consultation request within/,
    );
  });

  it('reads the first meeting or appointment as the free consultation, whose price is stated', () => {
    expect(ask('Do you charge for the first meeting?')).toContain('free consultation');
    expect(ask('Do you charge for the first meeting?')).not.toMatch(
      /^I'm not able to give you a price/,
    );
    expect(ask('is the first appointment free')).toMatch(/^Yes\. .*free consultation/);
    expect(ask('¿la primera cita es gratis?', 'es')).toMatch(/^Sí\. .*consulta gratuita/);
  });

  it('answers "are you lawyers?" with the terms: not a law firm, an attorney recommended', () => {
    for (const question of [
      'Are you lawyers?',
      'r u lawyers? can u give me legal advice on my lease',
    ])
      expect(ask(question), question).toMatch(/^Terms of Service, Our Services: .*not a law firm/);
    expect(ask('¿ustedes son abogados?', 'es')).toMatch(
      /^Términos de servicio \(Nuestros servicios\)/,
    );
    // Asking for a lawyer's name is not asking what the firm is.
    expect(ask('can u give me the name of a good cannabis lawyer')).toMatch(/^I'm not sure/);
  });

  it('answers whether this chat is saved from the privacy policy, not with savings figures', () => {
    for (const question of ['is this chat being saved somewhere', 'do you save this chat'])
      expect(ask(question), question).toContain('we do not store chat conversations');
    expect(ask('¿guardan esta conversación?', 'es')).toContain('no guardamos las conversaciones');
    expect(ask('can i save money with solar')).toMatch(/^Clean Energy That Pays for Itself/);
  });

  it("answers what happens to the visitor's own details from the privacy section that says it", () => {
    expect(ask('do you sell my data')).toContain('We do not sell your personal information');
    expect(ask('how do i get yall to delete my info')).toMatch(/^Privacy Policy, Your Rights/);
    expect(ask('Is my information safe with you?')).toMatch(/^Privacy Policy, How We Protect/);
    expect(ask('are you tracking me with analytics')).toMatch(/^Privacy Policy, Analytics/);
    // Selling is a topic the site never speaks of, but for the visitor's details it does.
    expect(ask('¿venden mis datos a otras compañías?', 'es')).toContain(
      'No vendemos su información',
    );
    expect(ask('¿cómo borro mis datos?', 'es')).toMatch(/^Política de privacidad \(Sus derechos\)/);
    // Not someone else's data, nor tracking a grow room's energy.
    expect(ask('do you track my grow room energy')).not.toMatch(/^Privacy Policy/);
    expect(ask('do you sell seeds')).toMatch(/^I'm not sure/);
  });

  it("answers cookies and tracking from the privacy policy only when they are the site's", () => {
    expect(ask('does the site put cookies on my phone')).toMatch(/^Privacy Policy, Cookies/);
    expect(ask('are you following me with ads')).toMatch(/^Privacy Policy, Cookies/);
    expect(ask('¿qué cookies usan en mi navegador?', 'es')).toMatch(
      /^Política de privacidad \(Cookies\)/,
    );
    // Cookies a visitor bakes, and the ads a visitor runs, are no question about the site's.
    for (const question of [
      'I baked cookies before it was legal, can I sell edibles?',
      'can you help me market my cannabis cookies',
      'can you track people who click my ads',
    ])
      expect(ask(question), question).not.toMatch(/^Privacy Policy/);
    expect(ask('hago cookies de cannabis, ¿me ayudan con el mercadeo?', 'es')).not.toMatch(
      /^Política de privacidad/,
    );
  });

  it('answers a visitor who sold before legalization with the FAQ for legacy operators', () => {
    for (const question of [
      'i used to sell before it was legal, can yall still help me go legit',
      'i was selling way before it was legal, can that history actually help me get licensed',
    ])
      expect(ask(question), question).toMatch(/^Legacy-to-legal transitions are the heart/);
    expect(ask('yo vendía antes de que fuera legal, ¿me pueden ayudar?', 'es')).toMatch(
      /^(Sí\. )?La transición del mercado tradicional al legal/,
    );
    expect(ask('what is the legacy market')).toMatch(/^Legacy market: what we call/);
  });

  it('answers each part of a two-part privacy question from its own section', () => {
    const answer = ask(
      'do u sell my phone number and email to marketers? and r u tracking me w analytics',
    );
    expect(answer).toMatch(/^Privacy Policy, How We Use Your Information: .*We do not sell/);
    expect(answer).toContain('Privacy Policy, Analytics: We may use Google Analytics');
    expect(ask('do u sell my info to anyone and do u track me with ads')).toContain(
      'do not set advertising cookies',
    );
  });

  it('answers how working with the firm goes from the passage that says it', () => {
    // What the consultation costs and how long it lasts: the FAQ, not a division's banner.
    expect(ask('How long is the consultation?')).toMatch(/^Certified social equity applicants get/);
    expect(ask('¿la primera consulta me va a costar algo?', 'es')).toMatch(
      /^Los solicitantes certificados/,
    );
    // Naming more, it is a question for the passage that says more.
    expect(ask('how long is the free consultation for a legacy to legal transition')).toContain(
      'minimum of 1 hour',
    );
    // How the firm checks a certification: when you request a consultation, not its credentials.
    expect(ask('how do you check my equity certification?')).toMatch(/^Tell us your certification/);
    expect(ask('do u check my equity status before we meet')).toMatch(
      /^Tell us your certification/,
    );
    // The status of something else is not the certification's.
    for (const question of [
      'how do I check the status of my rebate',
      'can you confirm the status of my permit',
    ])
      expect(ask(question), question).not.toMatch(/^Tell us your certification/);
    // Whether the visitor qualifies: the social equity navigation service (eligibility review).
    expect(ask('help me figure out if I qualify as a social equity applicant')).toMatch(
      /^Social Equity Program Navigation/,
    );
    expect(ask('¿califico para social equity?', 'es')).toMatch(/^Orientación en los programas/);
    // Who owns the work: the terms' intellectual property section.
    expect(ask('who owns the logo you design for me')).toMatch(
      /^Terms of Service, Intellectual Property/,
    );
    // A part about the consultation keeps its answer beside another division's question.
    expect(ask('who handles the real estate side and is the first meeting free')).toContain(
      'anyone who asks gets at least one free hour',
    );
  });

  it('answers how long the firm has been at it with its impact figures (years of experience)', () => {
    for (const question of [
      'how long have you been in business',
      'how much experience do you have',
      'r yall new at this or been doing it a while',
    ])
      expect(ask(question), question).toMatch(/^Our impact so far: .* years of experience/);
    expect(ask('¿cuántos años de experiencia tienen?', 'es')).toMatch(/^Nuestro impacto hasta hoy/);
    // "How much experience" asks no price.
    expect(ask('how much experience does jordan have')).not.toMatch(/give you a price/);
  });

  it('says it cannot give a price for work after the free consultation, not the terms as a fact', () => {
    expect(ask('how much do u charge an hour after the free consult')).toMatch(
      /^I'm not able to give you a price/,
    );
    expect(ask('cuanto cobran por hora despues de la consulta gratis', 'es')).toMatch(
      /^No puedo darle un precio/,
    );
    expect(ask('is the first meeting free or do u charge for it')).toContain('free consultation');
  });

  it('answers a first-time homebuyer with the buyer advisory service, not a client story', () => {
    expect(ask('first time buyer, cant afford the down payment, is there help for that')).toMatch(
      /^Buyer & Investor Advisory/,
    );
    expect(ask('quiero comprar mi primera casa pero no sé por dónde empezar', 'es')).toMatch(
      /^Asesoría para compradores e inversionistas/,
    );
    // Asked for a client's story of it, the story.
    expect(ask('did a client ever buy their first home with you')).toMatch(/^Karen Li/);
  });

  it("answers a question about one of the team with that person's profile, when it says it", () => {
    for (const question of ['what did jordan study in school', 'is jordan from around here'])
      expect(ask(question), question).toMatch(/^Jordan Hayes is our Director/);
    expect(ask('who is in charge of the cannabis stuff over there')).toMatch(/^Jordan Hayes/);
    // What the profile does not tell is not answered with it.
    for (const question of ['how old is jordan', 'is alexis married lol'])
      expect(ask(question), question).toMatch(/^I'm not sure/);
    // Spanish tells age with "tener … años"; years of experience name more.
    for (const question of ['¿cuántos años tiene jordan?', '¿qué edad tiene alexis?'])
      expect(ask(question, 'es'), question).toMatch(/^No estoy seguro/);
    expect(ask('¿cuántos años de experiencia tiene jordan?', 'es')).toMatch(/^Jordan Hayes/);
  });

  it('answers when a division was added with the history entry that names it', () => {
    expect(ask('when did marketing get added')).toMatch(/^2022, Marketing Division/);
    expect(ask('what yr did u guys start doing marketing')).toMatch(/^2022, Marketing Division/);
    expect(ask('did u always do marketing or was that added later')).toMatch(/^2022, Marketing/);
    expect(ask('when did solar and energy become part of what u offer')).toMatch(
      /^2023, Clean Energy Division/,
    );
    expect(ask('¿en qué año empezaron con el mercadeo?', 'es')).toMatch(
      /^2022 – División de Mercadeo/,
    );
    // A count is no year.
    expect(ask('how many years have you done marketing')).not.toMatch(/^2022/);
  });

  it("answers what clean energy typically returns with the division's figures, not a price", () => {
    for (const question of [
      'whats the payback period on solar',
      'is there a federal tax credit if i put panels on the roof? how much',
    ])
      expect(ask(question), question).toMatch(
        /^Clean Energy That Pays for Itself\. .*30% federal tax credit/,
      );
    expect(ask('how much do you charge for solar')).toMatch(/^I'm not able to give you a price/);
    expect(ask('más o menos cuánto me puedo ahorrar en el bill de la luz', 'es')).toMatch(
      /^Energía limpia que se paga sola/,
    );
  });

  it("answers how to check the firm's credentials with its verification documents", () => {
    expect(ask('how can I check your credentials are real')).toMatch(/^You can read and print our/);
    // The visitor's own certification is checked when they request a consultation.
    expect(ask('how do you check my equity certification?')).toMatch(/^Tell us your certification/);
  });

  it("reads a follow-up that names a division and asks a year as that division's history", () => {
    expect(
      offlineResponders.en.answer([
        { role: 'user', content: 'when did marketing get added' },
        { role: 'assistant', content: '2022, Marketing Division' },
        { role: 'user', content: 'and real estate, what year was that' },
      ]),
    ).toMatch(/^2021, Real Estate Division/);
    // A question of its own beside it keeps its answer.
    expect(ask('cuándo empezaron con energía limpia y en qué estados trabajan', 'es')).toContain(
      'Connecticut',
    );
  });

  it('answers "when are you open?" with the office hours, "when did you open?" with the year', () => {
    for (const question of ['when are you open', 'when do u guys open'])
      expect(ask(question), question).toContain('9:00 AM');
    expect(ask('¿cuándo abren?', 'es')).toContain('9:00 a. m.');
    expect(ask('are you guys open right now')).toMatch(/^Our office hours are/);
    expect(ask('¿están abiertos ahorita?', 'es')).toMatch(/^Nuestro horario de oficina/);
    expect(ask('when did you open')).toMatch(/^2018, Founded in Holyoke/);
    expect(ask('¿cuándo abrieron?', 'es')).toMatch(/^2018 – Fundación en Holyoke/);
  });

  it('takes a closing of any length as thanks while it names nothing and asks nothing', () => {
    for (const closing of [
      'thank you so much for your help',
      'great, thanks for all the info',
      'ok thanks, have a nice day',
    ])
      expect(ask(closing), closing).toMatch(/^You're welcome!/);
    for (const closing of [
      'muchísimas gracias por toda la información',
      'ok gracias que tengan buen dia',
    ])
      expect(ask(closing, 'es'), closing).toMatch(/^¡Con gusto!/);
    // Visitors thank in either language, on either page.
    expect(ask('ok thanks, have a nice day', 'es')).toMatch(/^¡Con gusto!/);
    // A topic after the thanks is asked about.
    expect(ask('thanks for the info on solar')).toMatch(/^Solar Feasibility/);
  });

  it('takes "ok" or "thanks" followed by a question as the question, not as thanks', () => {
    const after = (first: string, then: string, locale: 'en' | 'es' = 'en') =>
      offlineResponders[locale].answer([
        { role: 'user', content: first },
        { role: 'assistant', content: '…' },
        { role: 'user', content: then },
      ]);
    const vermont = after('do u work in connecticut', 'ok what about vermont');
    for (const state of site.serviceAreaNames) expect(vermont).toContain(state);
    expect(vermont).not.toMatch(/welcome/i);
    expect(ask('ok y cuando abren la oficina', 'es')).toMatch(/lunes a viernes/);
    expect(ask('gracias, cual es el horario', 'es')).toMatch(/lunes a viernes/);
    // "whats" typed without its apostrophe, and "do u …" asking yes or no, ask too.
    expect(ask('ok whats your address')).toMatch(/200 High Street/);
    expect(ask('ok do u do solar')).toMatch(/^Solar Feasibility/);
    // A closing with no question is still thanks, in either language: a question word further on
    // joins a clause, and "qué amable", "que pasen buen día" exclaim and wish.
    for (const closing of [
      'ok thanks',
      'great thank you so much',
      'ok cool',
      'ok i see what you mean',
    ])
      expect(ask(closing), closing).toMatch(/^You're welcome!/);
    for (const closing of [
      'vale, muchas gracias',
      'gracias, que amable',
      'muy bien, que pasen buen dia',
      'vale, lo que necesitaba',
    ])
      expect(ask(closing, 'es'), closing).toMatch(/^¡Con gusto!/);
  });

  it('answers the question after something the visitor says, unless it points back to it', () => {
    expect(ask('i filled out the form, how soon will you get back to me?')).toMatch(/24-48 hours/);
    expect(ask('ya llene el form, en cuanto tiempo me contestan?', 'es')).toMatch(/24 a 48 horas/);
    // The question leans on what was said ("that"): answered as a whole or not at all.
    expect(
      ask('i dont want an ad to get my dispensary license yanked, how do u handle that'),
    ).toMatch(/^I'm not sure/);
    // A question asking yes or no first, or "whats …" typed without its apostrophe: two
    // questions, not something said and one question (the model is handed the first one's
    // passage first, as the offline answer reads the message whole).
    expect(ask('can i bring my dog, when are u open')).toMatch(/^I'm not sure/);
    // Nor when it points back with a pronoun, or, in Spanish, leaves out the "it" English writes
    // ("¿cuánto tarda?": opening the dispensary), or when a question mark ends a question before it.
    expect(ask('i talked to jordan, how do i reach her')).not.toMatch(/^Call us at/);
    expect(ask('quiero abrir un dispensario, cuanto tarda', 'es')).not.toMatch(/24 a 48 horas/);
    expect(ask('quiero abrir un dispensario, que incluye', 'es')).toMatch(/^No estoy seguro/);
    expect(ask('¿aceptan tarjeta? cual es el correo', 'es')).not.toMatch(/^Llámenos/);
    const turns = [{ role: 'user' as const, content: 'whats ur address and what hours r u open' }];
    expect(offlineResponders.en.relevant(turns, 4)[0]?.id).toBe('office');
  });

  it('reads "do you know anyone who …" as asking for a client\'s story', () => {
    // Not found confidently, it points to a client's story (the impact page), not the team.
    expect(ask('do you know anyone who got a cannabis license with your help')).toContain(
      '/impact',
    );
    expect(ask('conocen a alguien que compro su primera casa con su ayuda', 'es')).toMatch(
      /^Karen Li/,
    );
  });

  it('reads everyday filler words as saying nothing, so they cannot sink a plain question', () => {
    expect(ask('hey guys whats ur phone number exactly')).toMatch(/^Call us at/);
    expect(ask('does anyone there do solar feasibility stuff')).toMatch(/^Solar Feasibility/);
    expect(ask('oigan, alguien me puede decir el horario de la oficina', 'es')).toMatch(
      /^Nuestro horario de oficina/,
    );
    // Only whole filler words: "seguridad" is no "seguro", "total" no "totally".
    expect(fillerTerms('plan de seguridad', 'es')).toEqual([]);
    expect(fillerTerms('honestly, how many in total', 'en')).toEqual(['honestli']);
  });

  it("reads visitors' everyday words as the site's own", () => {
    // A phrase of words the site uses, but never together: its synonym (visitorWords.ts).
    expect(ask('do you do practice inspections')).toMatch(/^Operations & Compliance Readiness/);
    // "whos" asks for a person; "in charge of" is no price.
    expect(ask('whos in charge of marketing over there')).toMatch(/^Alexis Morgan/);
    // "insta" is Instagram, which the firm's facts list.
    const social = ask('do yall have an insta page');
    expect(social).toContain(site.social.instagram);
    expect(social).toContain(site.social.linkedin);
    expect(ask('tienen instagram o facebook', 'es')).toMatch(/^Síganos en Instagram/);
    // Everyday Spanish: "logo", "rebates", and "la luz" only as the bill or the utility.
    expect(ask('necesito un logo nuevo', 'es')).toMatch(/logotipo/);
    expect(ask('¿me ayudan con los rebates?', 'es')).toMatch(/^Gestión de incentivos y reembolsos/);
    expect(ask('¿me ayudan a bajar la factura de la luz?', 'es')).toContain('/es/clean-energy');
    // "Mandar" is "enviar", and what a program "cubre" is what it "incluye".
    expect(ask('si mando el formulario hoy, ¿cuándo me contestan?', 'es')).toContain(
      '24 a 48 horas',
    );
    expect(ask('¿qué cubre la consulta gratuita?', 'es')).toMatch(/^Consultas gratuitas/);
    // A mock inspection in the visitor's words.
    expect(ask('¿ofrecen un simulacro de inspección?', 'es')).toMatch(
      /^Preparación operativa y de cumplimiento/,
    );
  });

  it('answers a city of the four states with its state and where the firm works', () => {
    for (const [question, state] of [
      ['do u guys work in worcester', 'Massachusetts'],
      ['any clients around new haven?', 'Connecticut'],
    ] as const) {
      const answer = ask(question);
      expect(answer, question).toMatch(new RegExp(`^\\w[\\w ]+ is in ${state}, one of the states`));
      for (const area of site.serviceAreaNames) expect(answer, question).toContain(area);
    }
    expect(ask('¿atienden clientes en Brooklyn?', 'es')).toMatch(/^Brooklyn está en Nueva York/);
    // The state's own Spanish name is no city of it ("Nueva York está en Nueva York").
    expect(ask('trabajan en nueva york?', 'es')).not.toMatch(/Nueva York está en Nueva York/);
    // A question that asks something else about the place is answered as before.
    const permit = ask('how long does a cannabis license take in worcester');
    expect(permit).not.toContain('one of the states');
    expect(placeInServiceArea('a shop in Pawtucket')).toEqual({
      name: 'Pawtucket',
      state: 'Rhode Island',
    });
    // Whole words: "Queensland" is not Queens.
    expect(placeInServiceArea('we sell in queensland')).toBeUndefined();
  });

  it('answers a request for clients’ own words only with a client story, else is not sure', () => {
    // The service passage on the topic states the firm's own claims, not a review.
    const answer = ask('any reviews from home buyers');
    expect(answer).toContain("I'm not sure");
    expect(answer).not.toContain('Independent guidance for first-time homebuyers');
    expect(asksOnlyForStory('what do your clients say about it')).toBe(true);
    expect(asksOnlyForStory('qué dicen tus clientes', 'es')).toBe(true);
    // "review" is also a service ("label review") and "historia" the firm's history.
    expect(asksOnlyForStory('packaging and label review')).toBe(false);
    expect(asksOnlyForStory('cual es su historia', 'es')).toBe(false);
  });

  it('reads "how long have you been …" as asking since when, not for a duration figure', () => {
    expect(asksForYear('how long have you guys been around')).toBe(true);
    expect(asksForYear('¿cuánto tiempo llevan trabajando?', 'es')).toBe(true);
    expect(asksForYear('how long is the consultation')).toBe(false);
    // Not answered with a division's figures (a payback time is no answer to it).
    expect(ask('how long have you been in business')).not.toContain('2-4yr');
  });

  it('answers with a legal section the question did not ask about only when it matches well', () => {
    // "sign" meets the cookie section's "signed in": a clause is no answer to a lease question.
    const answer = ask('can someone review my lease before i sign');
    expect(answer).toContain("I'm not sure");
    expect(answer).not.toContain('cookie');
    // Asked about the legal pages' topics, the section still answers.
    expect(ask('what information do you collect about me')).toContain('/privacy-policy');
  });

  it('reads "do you help with …" as asking whether the firm does it (a service, not a story)', () => {
    expect(asksForService('do u guys help with rebates')).toBe(true);
    expect(asksForService('¿me ayudan con el plan de negocios?', 'es')).toBe(true);
    // Asked with tú as often as with usted.
    expect(asksForService('¿me ayudas a comprar mi primera casa?', 'es')).toBe(true);
    expect(asksForService('¿puedes ayudarme con la licencia?', 'es')).toBe(true);
    expect(asksForService('any reviews from farmers')).toBe(false);
    // A request that opens with what the visitor wants to do asks for the service too.
    expect(asksForService('quiero comprar mi primera vivienda', 'es')).toBe(true);
    expect(ask('necesito comprar casa y no tengo el pago inicial', 'es')).toMatch(
      /^Asesoría para compradores e inversionistas/,
    );
  });

  it('reads a place only as whole words, and never one of the four states as outside', () => {
    expect(placeOutsideServiceArea('we mainly work nights')).toBeUndefined();
    expect(placeOutsideServiceArea('New York City dispensary')).toBeUndefined();
    expect(placeOutsideServiceArea('a site in New Jersey')).toBe('New Jersey');
    expect(placeOutsideServiceArea('un local en nueva jersey')).toBe('Nueva Jersey');
    // Abroad, and the short names people use; not the region's own New England, New London (CT)
    // or Jamaica Plain (Boston).
    expect(placeOutsideServiceArea('do u take clients up in montreal')).toBe('Montreal');
    expect(placeOutsideServiceArea('tenemos una tienda en república dominicana')).toBe(
      'República Dominicana',
    );
    expect(placeOutsideServiceArea('a smoke shop in vegas')).toBe('Vegas');
    expect(placeOutsideServiceArea('do you work all over new england')).toBeUndefined();
    expect(placeOutsideServiceArea('a storefront in new london')).toBeUndefined();
    expect(placeOutsideServiceArea('any clients in jamaica plain')).toBeUndefined();
    expect(placeOutsideServiceArea('can you design a jersey with our logo')).toBeUndefined();
    // Where a visitor comes from is not where the project is.
    expect(placeOutsideServiceArea('soy de República Dominicana y quiero abrir un negocio')).toBe(
      undefined,
    );
    expect(placeOutsideServiceArea('I moved here from Mexico')).toBeUndefined();
    expect(placeOutsideServiceArea('tengo un negocio en México')).toBe('Mexico');
    // Nor is a place beside a city of the four states the question asks about.
    for (const question of [
      'we moved from Texas, can you help us buy a house in Springfield',
      'mi familia es de Guatemala, ¿me ayudan a comprar casa en Holyoke?',
    ])
      expect(ask(question, /¿/.test(question) ? 'es' : 'en'), question).not.toMatch(
        /^(We are headquartered|Nuestra sede)/,
      );
  });

  it('finds the office hours by a day of the week, and the profiles by "social media"', () => {
    expect(ask('is anyone in the office on tuesdays')).toMatch(/^Our office hours are/);
    expect(ask('¿hay alguien en la oficina los martes?', 'es')).toMatch(/^Nuestro horario/);
    expect(ask('r u on any social media i can follow')).toContain(site.social.instagram);
  });

  it('reads a follow-up that asks for no kind of answer as asking what the earlier question did', () => {
    const earlier = 'when did the clean energy division start';
    const turns = [
      { role: 'user' as const, content: earlier },
      { role: 'assistant' as const, content: ask(earlier) },
      { role: 'user' as const, content: 'and the real estate one?' },
    ];
    // A year, as the earlier question asked: not the real estate page's introduction.
    expect(offlineResponders.en.answer(turns)).toMatch(/^2021, Real Estate Division/);
    const after = (content: string, locale: 'en' | 'es' = 'en', first = earlier) =>
      offlineResponders[locale].answer([
        { role: 'user', content: first },
        { role: 'assistant', content: ask(first, locale) },
        { role: 'user', content },
      ]);
    // "one" stands for "division": not the founding year's "one promise".
    expect(after('and the marketing one?')).toMatch(/^2022, Marketing Division/);
    // A follow-up with a question of its own is read on its own.
    expect(after('and how do I contact you?')).toMatch(/^Call us at/);
    expect(
      after('¿y la de bienes raíces?', 'es', '¿cuándo empezó la división de energía limpia?'),
    ).toMatch(/^2021 – División de Bienes Raíces/);
  });

  it('reads "what hours …?" as asking for the office hours, not the reply times', () => {
    const earlier = 'whats ur phone number';
    const turns = [
      { role: 'user' as const, content: earlier },
      { role: 'assistant' as const, content: ask(earlier) },
      { role: 'user' as const, content: 'and what hours can i call' },
    ];
    expect(offlineResponders.en.answer(turns)).toContain(site.hours.label);
  });

  it('does not answer a question naming one division from another division’s page', () => {
    // The cannabis page shares "free consultation", not what the marketing consultation gives.
    expect(ask('what do i walk away with from the free marketing consult')).not.toMatch(
      /^Legacy Roots/,
    );
    // "Cannabis" is the industry too: advertising it is the marketing page's.
    expect(ask('How do I advertise cannabis without breaking the rules?')).toMatch(
      /^Compliant Cannabis Marketing/,
    );
  });

  it('answers whether a client has done something with a client’s story', () => {
    expect(ask('did a client ever get their fees waived')).toMatch(/^Danielle Ortiz/);
    expect(ask('any clients that used u for both the real estate and the licensing')).toMatch(
      /^Aaliyah Brooks/,
    );
  });

  it('reads short and everyday names of the services as the pages write them', () => {
    // "yelp" and "directories" are the local search and business listings of the marketing page.
    expect(ask('can u get us on yelp and all those directories')).toMatch(
      /^Digital Marketing & Content/,
    );
  });

  it('reads "the energy side" as the division a visitor means', () => {
    expect(ask('how long have u been doing the energy side of things')).toMatch(
      /^2023, Clean Energy Division/,
    );
    expect(ask('who do i talk to about the cannabis side')).toMatch(/^Jordan Hayes/);
  });

  it('a question about the legal pages stays about them when it names where the visitor lives', () => {
    expect(ask("I'm in Texas, what are my privacy rights?")).toContain('/privacy-policy');
  });

  it('when unsure, names the nearest page and offers the consultation request', () => {
    const answer = ask('is my roof good for solar panels?');
    expect(answer).toContain("I'm not sure");
    expect(answer).toContain('This may be what you');
    expect(answer).toContain('/clean-energy');
    expect(answer).toContain('/contact');
  });

  it('names no page when nothing comes near', () => {
    const answer = ask('purple giraffes juggling pancakes');
    expect(answer).toContain("I'm not sure");
    expect(answer).not.toContain('This may be what you');
  });

  it('keeps an FAQ answer\'s "Yes." only for that FAQ\'s own question', () => {
    expect(ask('Is the first consultation free?')).toMatch(/^Yes\. /);
    // Not for another question of it: "Yes." would say the first meeting is charged for.
    for (const question of [
      'do you charge for the first call',
      'does the first session cost anything',
      'how long is the first meeting',
    ])
      expect(ask(question), question).toMatch(/^Certified social equity applicants get a free/);
    expect(ask('¿cobran la primera cita?', 'es')).toMatch(/^Los solicitantes certificados/);
    const neighbour = ask('one team for a site a brand and an energy plan');
    expect(neighbour).toMatch(/^Many clients need a site, a brand and an energy plan/);
  });

  it('does not read hiring as a wish to book', () => {
    expect(hasBookingIntent('are you hiring?')).toBe(false);
    expect(hasBookingIntent('¿están contratando?', 'es')).toBe(false);
    expect(hasBookingIntent('can I book a consultation')).toBe(true);
  });

  it('links the booking to the division of the passage it answers with', () => {
    const answer = ask('book a consultation about LED lighting for my cultivation facility');
    expect(answer).toContain('/contact?service=clean-energy');
  });
  it("gives the page's matching section beside the page's overview, which only names the topic", () => {
    const answer = ask('energy audits for a farm?');
    expect(answer).toContain('Energy Efficiency Audits');
    expect(answer).toContain('ranks upgrades by payback');
  });

  it('does not answer "how many …" with a passage that states no figure', () => {
    const answer = ask('how many dispensaries have you opened');
    expect(answer).toMatch(/^I'm not sure/);
    // A heading that names what is counted lists it: still an answer.
    expect(ask('how many states do you work in')).toMatch(/^We work with clients in/);
  });
  it('does not answer a question for a year with a passage that states none', () => {
    // "company" alone matches the privacy policy's list of what a form asks for.
    expect(ask('when was the company set up')).toMatch(/^I'm not sure/);
    expect(ask('when did you add marketing services')).toContain('2022');
  });

  it('answers a question for reviews with the clients’ own words', () => {
    expect(ask('any testimonials from homebuyers?')).toMatch(/^Karen Li/);
  });

  it('reads "figure out" and "find out" as "learn", not as the site\'s figures', () => {
    expect(ask('help me figure out if i can get a fee waiver')).toMatch(
      /^Social Equity Program Navigation/,
    );
  });
  it('says it is not sure about jobs at the firm, without a booking link or a neighbouring page', () => {
    for (const [question, locale] of [
      ['how can i apply for a job with you', 'en'],
      ['¿tienen vacantes de empleo?', 'es'],
    ] as const) {
      const answer = ask(question, locale);
      expect(answer, question).toMatch(/^(I'm not sure|No estoy seguro)/);
      expect(answer, question).not.toMatch(/Book a free consultation|Reserve una consulta/);
      expect(answer, question).not.toMatch(/may be what|Quizás esto/);
    }
  });

  it('answers "how many …" only with a figure of what is counted', () => {
    expect(ask('how many people work at the firm')).toMatch(/^I'm not sure/);
    expect(ask('how many pro bono hours a year')).toContain('1,040+');
  });

  it('reads a duration the copy spells out ("una hora") as the figure "how long …?" asks for', () => {
    expect(ask('¿cuánto tiempo dura la consulta gratuita?', 'es')).toContain('una hora');
    // "¿Cuánto dura …?" asks the same without "tiempo" (visitors' "gratis" is the glossary's
    // "gratuita": GLOSSARY.es.md).
    expect(ask('cuanto dura la consulta gratis?', 'es')).toContain('una hora');
  });
});

/** Issue 40, third round: what the site does not state is answered "not sure", never a neighbour. */
describe('offline responder: prices and ways of paying the site does not state', () => {
  it('cannot give a price, says so, and offers the consultation request', () => {
    for (const [question, locale] of [
      ['how much would a new website cost me', 'en'],
      ['¿cuánto cobran por un sitio web?', 'es'],
    ] as const) {
      const answer = ask(question, locale);
      expect(answer, question).toMatch(
        /^(I'm not able to give you a price|No puedo darle un precio)/,
      );
      expect(answer, question).toMatch(/\/contact/);
      // The pricing passage is not stated as if it answered: no terms page, no due date.
      expect(answer, question).not.toMatch(/terms-of-service|30 (days|días)/);
    }
  });

  it('reads a price word as our price when the passage holds nothing else the question names', () => {
    expect(ask('¿cuál es la tarifa de ustedes?', 'es')).toMatch(/^No puedo darle un precio/);
    expect(ask('whats your rate per hour')).toMatch(/^I'm not able to give you a price/);
    // "Fee waivers" name a topic: the passage that holds "waiver" answers.
    expect(ask('can you help me get a fee waiver')).toMatch(/^Social Equity Program Navigation/);
    expect(ask('me ayudan con la exención de tarifas?', 'es')).toMatch(
      /^Orientación en los programas/,
    );
  });

  it('still answers what the consultation costs: it is free', () => {
    expect(ask('how much does the first consultation cost')).not.toMatch(/^I'm not able/);
    expect(ask('¿la primera consulta cuesta algo?', 'es')).not.toMatch(/^No puedo darle/);
  });

  it('does not answer a way of paying with a passage that does not name it', () => {
    for (const [question, locale] of [
      ['can i pay you with paypal', 'en'],
      ['¿puedo pagar con tarjeta de crédito?', 'es'],
    ] as const) {
      const answer = ask(question, locale);
      expect(answer, question).toMatch(/^(I'm not sure|No estoy seguro)/);
      expect(answer, question).not.toMatch(/may be what|Quizás esto/);
    }
    expect(hasBookingIntent('can i pay you with paypal')).toBe(false);
  });

  it('says it is not sure about the weather or something to buy, unless the passage speaks of it', () => {
    for (const [question, locale] of [
      ['is it going to be raining in springfield tomorrow', 'en'],
      ['do you sell grow lights', 'en'],
      ['¿qué tiempo hace en Hartford?', 'es'],
      ['¿venden equipos de cultivo?', 'es'],
    ] as const) {
      const answer = ask(question, locale);
      expect(answer, question).toMatch(/^(I'm not sure|No estoy seguro)/);
      expect(answer, question).not.toMatch(/may be what|Quizás esto/);
    }
    // The privacy policy speaks of selling data: it still answers.
    expect(ask('do you sell my personal information')).toContain('/privacy-policy');
    expect(ask('¿venden mis datos?', 'es')).toContain('/es/privacy-policy');
  });
});
