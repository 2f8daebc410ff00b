'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * Reads the questions aloud where the browser has a voice for the page's language (speech
 * synthesis, on the device: no service is called). Without such a voice, `available` stays false
 * and the text alone carries the question.
 */
export function useSpeech(languageTag: string) {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);

  useEffect(() => {
    if (typeof speechSynthesis === 'undefined') return;
    const language = languageTag.toLowerCase().split('-')[0]!;
    const pick = () => {
      const voices = speechSynthesis
        .getVoices()
        .filter((candidate) => candidate.lang.toLowerCase().replace('_', '-').split('-')[0] === language);
      setVoice(voices.find((candidate) => candidate.lang.toLowerCase() === languageTag.toLowerCase()) ?? voices[0] ?? null);
    };
    pick();
    speechSynthesis.addEventListener('voiceschanged', pick);
    return () => {
      speechSynthesis.removeEventListener('voiceschanged', pick);
      speechSynthesis.cancel();
    };
  }, [languageTag]);

  const speak = useCallback(
    (text: string) => {
      if (!voice) return;
      speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.rate = 0.95;
      speechSynthesis.speak(utterance);
    },
    [voice],
  );
  const silence = useCallback(() => {
    if (typeof speechSynthesis !== 'undefined') speechSynthesis.cancel();
  }, []);

  return { available: voice !== null, speak, silence };
}
