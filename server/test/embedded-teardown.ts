import { stopTestDatabase } from './embedded-setup';

export default stopTestDatabase;
