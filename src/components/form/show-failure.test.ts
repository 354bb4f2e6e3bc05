import '@/lib/i18n-for-tests';
import i18next from 'i18next';
import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formResolver } from './form-resolver';
import { showFailure } from './show-failure';
import { loginSchema, registerSchema } from '@/domain/account';
import { LIMITS } from '@/domain/limits';
import { CallFailure } from '@/lib/call-failure';
import { runtimeKeys } from '@/lib/translate';

/** What the api client throws for an answer with this status and body. */
function refusal(status: number, data: unknown) {
  return new CallFailure('ERR_BAD_RESPONSE', 'POST', '/users/login/', {
    status,
    data,
    headers: new Headers(),
  });
}

const words = { offline: 'Offline.', timeout: 'Too slow.', fallback: 'Something went wrong.' };

function loginForm() {
  return createFormControl({ defaultValues: { email: 'ann@example.com', password: 'secret' } });
}

// The form's state as react-hook-form keeps it (createFormControl has no React to render it).
const errorOf = (form: ReturnType<typeof loginForm>, name: string) =>
  form.control._formState.errors[name as 'email']?.message;
const formMessage = (form: ReturnType<typeof loginForm>) =>
  form.control._formState.errors.root?.form?.message;

describe('showFailure', () => {
  it('puts a 400 with field errors under the fields, and nothing on the form', () => {
    const form = loginForm();
    const failure = showFailure(
      form,
      refusal(400, { email: ['Please enter a valid email address.'], password: ['Too short.'] }),
      words,
    );
    expect(errorOf(form, 'email')).toBe('Please enter a valid email address.');
    expect(errorOf(form, 'password')).toBe('Too short.');
    expect(formMessage(form)).toBeUndefined();
    // The toast still reads the spec's 'field: message'.
    expect(failure.text).toBe('email: Please enter a valid email address.');
    expect(form.getValues()).toEqual({ email: 'ann@example.com', password: 'secret' });
  });

  it('gives the form what no field can show', () => {
    const form = loginForm();
    showFailure(
      form,
      refusal(400, { email: ['Please enter a valid email address.'], uuid: ['Invalid link.'] }),
      words,
    );
    expect(errorOf(form, 'email')).toBe('Please enter a valid email address.');
    expect(errorOf(form, 'uuid')).toBeUndefined();
    expect(formMessage(form)).toBe('uuid: Invalid link.');

    const plain = loginForm();
    showFailure(plain, refusal(400, { non_field_errors: ['Passwords do not match.'] }), words);
    expect(formMessage(plain)).toBe('Passwords do not match.');
  });

  it('words other refusals and lost answers for the form', () => {
    const form = loginForm();
    const failure = showFailure(
      form,
      refusal(429, { detail: 'Please wait 60 minutes.', error_code: 'rate_limited' }),
      words,
    );
    expect(failure).toMatchObject({ status: 429, errorCode: 'rate_limited', invalid: false });
    expect(formMessage(form)).toBe('Please wait 60 minutes.');

    const offline = loginForm();
    const lost = new CallFailure('ERR_NETWORK', 'POST', '/users/login/');
    expect(showFailure(offline, lost, words).text).toBe('Offline.');
    expect(formMessage(offline)).toBe('Offline.');

    const empty = loginForm();
    expect(showFailure(empty, refusal(500, ''), words).text).toBe('Something went wrong.');
  });
});

describe('a sign-up refused with a message and a code (a recorded departure)', () => {
  it('shows the message, never the code, as the register page toasts it', () => {
    const form = createFormControl({ defaultValues: { email: 'ann@example.com', password: 'x' } });
    const failure = showFailure(
      form,
      refusal(409, { detail: 'This address has an account already.', error_code: 'email_taken' }),
      words,
    );
    expect(failure.text).toBe('This address has an account already.');
    expect(failure.text).not.toContain('email_taken');
    expect(formMessage(form)).toBe('This address has an account already.');
  });
});

describe('formResolver', () => {
  const translate = runtimeKeys(i18next.t, 'common');
  const options = { fields: {}, shouldUseNativeValidation: false };

  it('words each field by the shared schema, with its numbers, and keeps the parsed values', async () => {
    const resolve = formResolver(registerSchema, translate);
    const refused = await resolve({ email: 'nope', password: 'abc' }, undefined, options);
    expect(refused.errors).toMatchObject({
      email: { message: 'Please enter a valid email address.' },
      password: { message: `The password must be at least ${LIMITS.passwordMin} characters.` },
    });
    const login = formResolver(loginSchema, translate);
    const passed = await login({ email: 'Ann@Example.com', password: 'x' }, undefined, options);
    expect(passed).toEqual({ values: { email: 'ann@example.com', password: 'x' }, errors: {} });
  });

  it('adds the screen checks where the schema found nothing', async () => {
    const resolve = formResolver(loginSchema, translate, () => ({
      password: 'Too weak.',
      email: 'x',
    }));
    const refused = await resolve({ email: 'nope', password: 'x' }, undefined, options);
    expect(refused.errors).toMatchObject({
      email: { message: 'Please enter a valid email address.' },
      password: { message: 'Too weak.' },
    });
  });
});
