import { setupServer } from 'msw/node';

/** The API of the component tests; each test adds the routes its screen calls (contractHandler). */
export const server = setupServer();
