/**
 * The table of the secret-attempt limiter in a service's own schema, as rate-limiter-flexible's
 * PostgreSQL store reads and writes it (key, points, expire in epoch ms). Made by the service's
 * migration, so the limiter never issues DDL at run time.
 */
export const SECRET_ATTEMPTS_TABLE = 'secret_attempts';

export const secretAttemptsTableSql = (schema: string): string[] => [
  `create table if not exists "${schema}"."${SECRET_ATTEMPTS_TABLE}" (
    "key" varchar(255) primary key,
    "points" integer not null default 0,
    "expire" bigint
  )`,
  `create index if not exists "${SECRET_ATTEMPTS_TABLE}_expire" on "${schema}"."${SECRET_ATTEMPTS_TABLE}" ("expire")`,
];
