/** The application errors of `../errors.ts` for the HTTP layer (routes, hooks, envelope). */
export { AppError, fail } from '../infra/errors.ts';
