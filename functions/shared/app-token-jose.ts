/**
 * The parts of jose the app token uses. app-token.ts imports this module on first use: importing
 * 'jose' itself dynamically would make the bundle keep all of jose.
 */
export { SignJWT, jwtVerify, errors } from 'jose';
