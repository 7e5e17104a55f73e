/**
 * The password hash of an account nobody may sign in to with a password (yet): not an Argon2
 * hash, so no password verifies against it. The first administrator and accounts an
 * administrator creates keep it until their e-mailed link sets one; demo accounts for ever.
 */
export const NO_PASSWORD = '!unset';
