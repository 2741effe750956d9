// Sign-in, registration, the session, the profile and the staff's user list.
import { ZLoginRequest, ZRegisterRequest, ZSuccess, ZUser, ZUserListRequest, ZUserListResponse } from '../../../shared/schemas/auth';
import { ZChangePasswordRequest, ZPointsHistory, ZProfile, ZUpdateProfileRequest } from '../../../shared/schemas/profile';
import { get, patch, post } from '../binding';

const tag = 'Accounts';

export const accountRoutes = [
  post('/login', {
    tag,
    summary: 'Sign in',
    description: 'Sets the session cookie.',
    input: ZLoginRequest,
    output: ZUser,
    errors: { 401: 'Wrong username or password: "Invalid credentials"', 429: 'Too many failed attempts from this address, or on this account from this address' },
    call: (api, input) => api.auth.login(input),
  }),
  post('/register', {
    tag,
    summary: 'Create a traveller account and sign in',
    description: 'Sets the session cookie.',
    input: ZRegisterRequest,
    status: 201,
    output: ZUser,
    errors: { 409: 'Username or email taken (the message and `field` name it)', 429: 'Too many registrations from this address' },
    call: (api, input) => api.auth.register(input),
  }),
  post('/logout', {
    tag,
    summary: 'Sign out',
    description: 'Ends the session and clears its cookie; harmless when signed out.',
    output: ZSuccess,
    call: (api) => api.auth.logout(),
  }),
  get('/me', {
    tag,
    summary: 'The signed-in user, or null when signed out',
    description: 'Never 401; a cookie naming no live session is cleared.',
    output: ZUser.nullable(),
    call: (api) => api.auth.me(),
  }),
  get('/profile', {
    tag,
    summary: "The signed-in user's profile: details, travel stats and loyalty tier",
    access: 'signed-in',
    output: ZProfile,
    call: (api) => api.profile.get(),
  }),
  get('/profile/points', {
    tag,
    summary: "Where the signed-in user's loyalty points come from",
    description:
      'The welcome points and each confirmed booking with the points it earned, newest first; they add up to `total` (the profile\'s points). ' +
      'A booking earns one point per whole $3 of what it completes: cents left over count towards the next booking, in the order they were paid.',
    access: 'signed-in',
    output: ZPointsHistory,
    call: (api) => api.profile.points(),
  }),
  patch('/profile', {
    tag,
    summary: 'Update full name, email and phone',
    access: 'signed-in',
    input: ZUpdateProfileRequest,
    output: ZUser,
    errors: { 409: 'Email registered to someone else', 429: 'Too many email changes from this address' },
    call: (api, input) => api.profile.update(input),
  }),
  post('/profile/password', {
    tag,
    summary: 'Change password',
    description: 'Needs the current password; signs out every other session of the user.',
    access: 'signed-in',
    input: ZChangePasswordRequest,
    output: ZSuccess,
    errors: { 429: 'Too many wrong current passwords' },
    call: (api, input) => api.profile.changePassword(input),
  }),
  get('/admin/users', {
    tag: 'Admin',
    summary: 'Users, newest first (staff only)',
    description: 'Optional search in username, email and full name.',
    access: 'staff',
    input: ZUserListRequest,
    output: ZUserListResponse,
    call: (api, input) => api.users.list(input),
  }),
];
