import 'server-only';
import { randomBytes } from 'node:crypto';

/** 144 random bits in URL-safe base64: unguessable lead, file and event ids (24 characters). */
export const newId = (): string => randomBytes(18).toString('base64url');
