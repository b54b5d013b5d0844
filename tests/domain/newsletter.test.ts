import { describe, expect, it } from 'vitest';
import {
  checkNewsletter,
  checkNewsletterSubscription,
  newsletterTimings,
  type NewsletterForm,
} from '../../src/domain/newsletter';

const valid: NewsletterForm = {
  name: 'Ana',
  lastname: 'Souza',
  email: 'ana@imprensa.test',
  emailConfirmation: 'ana@imprensa.test',
  isNewsletterAccepted: true,
};
const check = (changes: Partial<NewsletterForm>) => checkNewsletter({ ...valid, ...changes });
const longEmail = `${'a'.repeat(90)}@imprensa.test`; // 104 characters

describe('checkNewsletter (spec section 5, newsletter form)', () => {
  it('accepts a complete subscription', () => {
    expect(check({})).toBeNull();
  });

  it('runs the eleven checks, each with its exact message', () => {
    const cases: [Partial<NewsletterForm>, string, string][] = [
      [{ name: 'n'.repeat(81) }, 'name', 'Excedeu o limite máximo de caracteres do campo Nome!'],
      [{ name: 'Al' }, 'name', 'Nome obrigatório!'],
      [{ lastname: 's'.repeat(81) }, 'lastname', 'Excedeu o limite máximo de caracteres do campo Sobrenome!'],
      [{ lastname: '' }, 'lastname', 'Sobrenome obrigatório!'],
      [
        { email: longEmail, emailConfirmation: longEmail },
        'email',
        'Excedeu o limite máximo de caracteres do campo E-mail!',
      ],
      [{ email: 'a@' }, 'email', 'Email obrigatório!'],
      [{ email: 'ana@imprensa' }, 'email', 'Por favor, inserir um Email válido!'],
      [
        { emailConfirmation: longEmail },
        'emailConfirmation',
        'Excedeu o limite máximo de caracteres do campo de confirmação do e-mail!',
      ],
      [{ emailConfirmation: '' }, 'emailConfirmation', 'Obrigatório confirmar email!'],
      [{ emailConfirmation: 'outra@imprensa.test' }, 'emailConfirmation', 'Os emails são diferentes!'],
      [{ isNewsletterAccepted: false }, 'isNewsletterAccepted', 'Você precisa aceitar os termos'],
    ];
    expect(cases).toHaveLength(11);
    for (const [changes, field, message] of cases) {
      expect(check(changes), JSON.stringify(changes)).toEqual({ field, message });
    }
  });

  it('reports the first failing check, in order', () => {
    const empty: NewsletterForm = {
      name: '',
      lastname: '',
      email: '',
      emailConfirmation: '',
      isNewsletterAccepted: false,
    };
    // Fixing each field in turn walks through the checks in the spec's order.
    const steps: [Partial<NewsletterForm>, string][] = [
      [{}, 'Nome obrigatório!'],
      [{ name: 'Ana' }, 'Sobrenome obrigatório!'],
      [{ lastname: 'Souza' }, 'Email obrigatório!'],
      [{ email: 'ana-imprensa' }, 'Por favor, inserir um Email válido!'],
      [{ email: 'ana@imprensa.test' }, 'Obrigatório confirmar email!'],
      [{ emailConfirmation: 'ana@imprensa.tst' }, 'Os emails são diferentes!'],
      [{ emailConfirmation: 'ana@imprensa.test' }, 'Você precisa aceitar os termos'],
    ];
    let form = empty;
    for (const [changes, message] of steps) {
      form = { ...form, ...changes };
      expect(checkNewsletter(form)?.message).toBe(message);
    }
    expect(checkNewsletter({ ...form, isNewsletterAccepted: true })).toBeNull();
  });

  it('puts an over-long name before a missing surname', () => {
    expect(check({ name: 'n'.repeat(81), lastname: '' })?.field).toBe('name');
    expect(check({ lastname: 's'.repeat(81), email: '' })?.field).toBe('lastname');
  });

  it('ignores surrounding spaces and letter case in the confirmation', () => {
    expect(check({ email: ' ana@imprensa.test ', emailConfirmation: 'ANA@imprensa.test' })).toBeNull();
  });
});

describe('checkNewsletterSubscription (what POST newsletter/add receives)', () => {
  it('applies the same checks without a confirmation field', () => {
    const { emailConfirmation: _omitted, ...body } = valid;
    expect(checkNewsletterSubscription(body)).toBeNull();
    expect(checkNewsletterSubscription({ ...body, email: 'nada' })?.message).toBe(
      'Por favor, inserir um Email válido!',
    );
    expect(checkNewsletterSubscription({ ...body, isNewsletterAccepted: false })?.message).toBe(
      'Você precisa aceitar os termos',
    );
  });
});

describe('newsletter timings (spec section 9)', () => {
  it('shows the content after 200 ms and goes home 2 s after subscribing', () => {
    expect(newsletterTimings).toEqual({ contentDelayMs: 200, redirectDelayMs: 2000 });
  });
});
