'use client';
import { useState } from 'react';
export function Counter() { const [n, setN] = useState(0); return <button onClick={() => setN(n + 1)}>Count {n}</button>; }
export function Toggle() { const [on, setOn] = useState(false); return <button onClick={() => setOn(!on)}>{on ? 'On' : 'Off'}</button>; }
export function Echo() { const [v, setV] = useState(''); return <label>Echo <input value={v} onChange={(e) => setV(e.target.value)} /> {v}</label>; }
