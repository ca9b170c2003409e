import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@snapmall/shared/contract';

/** The browser's passkey prompt to create one (the options the server answered); its answer as JSON. */
export const createPasskey = (options: PasskeyCreationOptions) => startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'] });

/** The browser's passkey prompt to sign the server's challenge; its answer as JSON. */
export const signWithPasskey = (options: PasskeyRequestOptions) => startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });

/** Whether this browser offers passkeys at all (else the console goes straight to the code). */
export const passkeysAvailable = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** A name for a new passkey the operator will recognise in the list: the kind of device it was made on. */
export function deviceName(): string {
  const agent = navigator.userAgent;
  if (/iPhone|iPad/.test(agent)) return 'iPhone / iPad';
  if (/Android/.test(agent)) return 'Android';
  if (/Mac OS X/.test(agent)) return 'Mac';
  if (/Windows/.test(agent)) return 'Windows';
  return 'Passkey';
}
