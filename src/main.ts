/** Entry point. Until the pet's UI lands this hatches a pet and shows the prompt its brain will see. */
import { newPet, worldState } from './sim/index.ts';
import { renderChatPrompt } from './world/index.ts';

/** The owner's wall clock as local wall-clock milliseconds (the simulation's time base). */
const localNow = () => Date.now() - new Date().getTimezoneOffset() * 60_000;

const pet = newPet({ name: 'Mochi', owner: 'Sam', now: localNow(), seed: 1 });
const app = document.getElementById('app')!;
const title = document.createElement('h1');
title.textContent = 'tokenling is hatching…';
const pre = document.createElement('pre');
pre.textContent = renderChatPrompt(worldState(pet), []);
app.append(title, pre);
