/**
 * `npm run own-work`: her first day's step, once an album of hers is in this folder. Takes the
 * demo away (its albums and the old addresses that led to them, with their redirects in
 * firebase.json, and its testimonials once she has one of hers), points her pages' photos and the
 * sharing image at her albums (a gallery left without an album leaves the site), and prints what it
 * did as a checklist (✓ done, ✗ what is left for her). Refuses, changing nothing, while she has no
 * album of her own; run again, it changes nothing and says so. Never commits: she looks, then
 * sends. The go-live page beside the editor (/admin/go-live) does the same in one commit.
 */
import path from 'node:path';
import { startOwnWork } from './own-work/start-own-work';

const projectRoot = path.resolve(import.meta.dirname, '..');
const { lines, refused } = startOwnWork(projectRoot);
for (const line of lines) console.log(line);
process.exit(refused ? 1 : 0);
