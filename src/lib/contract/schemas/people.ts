import { z } from 'zod/mini'

import { oneOf, requiredEmail, requiredText, withoutNul } from '../fields'
import { LIMITS } from '../limits'
import { ROLES } from '../roles'
import { valuesOf } from '../values'
import { blankAsMissing } from './helpers'

/** Administrators: sign-in, passwords, people and their roles. */

// Administrators.

export const loginBody = z.object({
  username: z
    .string({ error: 'Username is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Username is required' }),
      z.maxLength(LIMITS.user.username, { error: 'Username is too long' }),
      withoutNul('Username'),
    ),
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(1, { error: 'Password is required' }),
      z.maxLength(LIMITS.user.password.max, { error: 'Password is too long' }),
      withoutNul('Password'),
    ),
})
export type LoginBody = z.input<typeof loginBody>

const { password } = LIMITS.user
export const MIN_PASSWORD_LENGTH = password.min

const newPassword = z
  .string({ error: 'New password is required' })
  .check(
    z.maxLength(password.max, { error: 'New password is too long' }),
    withoutNul('New password'),
  )
const confirmPassword = z
  .string({ error: 'Please confirm the new password' })
  .check(z.maxLength(password.max), withoutNul('Confirm password'))

/**
 * Spec §5: the confirmation is compared first, then the new password's length. The same rule
 * and words for a password change, a reset and an invitation's first password.
 */
const newPasswordsAgree = z.superRefine(
  (body: { new_password: string; confirm_password: string }, ctx) => {
    if (body.new_password !== body.confirm_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: 'New passwords do not match',
      })
    } else if (body.new_password.length < password.min) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_password'],
        message: `New password must be at least ${password.min} characters`,
      })
    }
  },
)

export const passwordChangeBody = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .check(
        z.minLength(1, { error: 'Current password is required' }),
        z.maxLength(password.max),
        withoutNul('Current password'),
      ),
    new_password: newPassword,
    confirm_password: confirmPassword,
  })
  .check(newPasswordsAgree)
export type PasswordChangeBody = z.input<typeof passwordChangeBody>

/** `POST /api/admin/password/forgot`: the account, by its username or its email address. */
export const forgotPasswordBody = z.object({
  username_or_email: z.pipe(
    requiredText('Username or email', LIMITS.contact.email),
    z.transform((value) => value.toLowerCase()),
  ),
})
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>

/**
 * `POST /api/admin/password/reset`: the token of an emailed link (a reset or an invitation)
 * and the new password, twice.
 */
export const passwordResetBody = z
  .object({
    token: z
      .string({ error: 'The link has no token' })
      .check(z.minLength(1, { error: 'The link has no token' }), z.maxLength(200)),
    new_password: newPassword,
    confirm_password: confirmPassword,
  })
  .check(newPasswordsAgree)
export type PasswordResetBody = z.input<typeof passwordResetBody>

// People and their roles (GET, POST /api/admin/users, PUT /api/admin/users/{id}).

const USERNAME_CHARACTERS = /^[A-Za-z0-9._-]+$/
const ROLE_VALUES = valuesOf(ROLES)

/** Kept in lower case, as Payload keeps usernames and compares them at sign-in. */
const username = z.pipe(
  requiredText('Username', LIMITS.user.username).check(
    z.refine(
      (value) => USERNAME_CHARACTERS.test(value),
      'Username may hold only letters, digits, dots, dashes and underscores',
    ),
  ),
  z.transform((value) => value.toLowerCase()),
)

const fullName = requiredText('Full name', LIMITS.user.full_name)

/** At least one role, each one of ROLES; kept once each, in the order of ROLES. */
const roleList = z.pipe(
  z
    .array(oneOf('Role', ROLE_VALUES), { error: 'Roles must be a list' })
    .check(z.minLength(1, { error: 'Choose at least one role' })),
  z.transform((roles) => ROLE_VALUES.filter((role) => roles.includes(role))),
)

/** A first password; without one (or blank), the person is emailed an invitation instead. */
const firstPassword = z.pipe(
  blankAsMissing,
  z.optional(
    z.string({ error: 'Password must be text' }).check(
      z.minLength(password.min, {
        error: `Password must be at least ${password.min} characters`,
      }),
      z.maxLength(password.max, { error: 'Password is too long' }),
      withoutNul('Password'),
    ),
  ),
)

export const personCreateBody = z.object({
  username,
  full_name: fullName,
  email: requiredEmail(),
  roles: roleList,
  password: firstPassword,
})
export type PersonCreateBody = z.input<typeof personCreateBody>

/** The edit dialog's form: name, email and roles, each required (a valid update body too). */
export const personEditBody = z.object({
  full_name: fullName,
  email: requiredEmail(),
  roles: roleList,
})
export type PersonEditBody = z.input<typeof personEditBody>

/** An update changes only the fields it names, at least one. */
export const personUpdateBody = z
  .object({
    full_name: z.optional(fullName),
    email: z.optional(requiredEmail()),
    roles: z.optional(roleList),
    active: z.optional(z.boolean({ error: 'Active must be true or false' })),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      error: 'Send at least one of full_name, email, roles and active',
    }),
  )
export type PersonUpdateBody = z.output<typeof personUpdateBody>
