import { describe, expect, it } from 'vitest';
import { emailField } from '../../../../functions/platform/contract/fields.js';
import { profileSchema } from '../../../../functions/accounts/contract/user.js';

describe('shared field schemas', () => {
  it('reports only "Phone is required" for an empty phone', () => {
    const result = profileSchema.safeParse({ education: 'BSc', location: 'Lyon', phone: '', linkedin: 'in/me' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Phone is required']);
  });

  it('reports the minimum length for a short phone', () => {
    const result = profileSchema.safeParse({ education: 'BSc', location: 'Lyon', phone: '0123', linkedin: 'in/me' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Minimum Length must be 11']);
  });

  it('reads a percent-encoded email from a path and lower-cases it', () => {
    expect(emailField.parse('Customer%40Tools.test')).toBe('customer@tools.test');
  });

  it('refuses a value that is not an email', () => {
    expect(emailField.safeParse('not-an-email').success).toBe(false);
  });
});
