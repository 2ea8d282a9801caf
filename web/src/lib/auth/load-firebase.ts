import { loadRuntimeConfig } from '../runtime-config';
import type * as FirebaseExports from './firebase';

type FirebaseModule = typeof FirebaseExports;

let pending: Promise<FirebaseModule> | undefined;

/** Loads the Firebase chunk and initialises Auth once (emulator included when configured). */
export function loadFirebase(): Promise<FirebaseModule> {
  pending ??= Promise.all([import('./firebase'), loadRuntimeConfig()])
    .then(([module, config]) => {
      module.initAuth(config);
      return module;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** The Firebase module when something has already started loading it; never loads it itself. */
export function loadedFirebase(): Promise<FirebaseModule> | undefined {
  return pending;
}
