/** Entry point. Until the pet's UI lands this shows the world's example prompt, so the dev server has something true to show. */
import { renderChatPrompt, type WorldState } from './world/index.ts';

const example: WorldState = {
  now: '2026-11-30T21:40',
  weather: 'rainy',
  owner: 'Sam',
  pet: { name: 'Mochi', stage: 'kid', day: 3, traits: ['curious', 'foodie'], tummy: 30, fun: 70, energy: 25, clean: 60, asleep: false, sick: false },
  memories: ['Sam likes frogs', 'Sam has a cat named Bo'],
  today: ['ate a cookie', 'played catch (4 stars)', 'had a bath'],
  shelf: ['flower'],
  toy: 'ball',
  poop: 0,
  diary: [],
};

const app = document.getElementById('app')!;
const title = document.createElement('h1');
title.textContent = 'tokenling is hatching…';
const pre = document.createElement('pre');
pre.textContent = renderChatPrompt(example, ['Sam: what time is it?']);
app.append(title, pre);
