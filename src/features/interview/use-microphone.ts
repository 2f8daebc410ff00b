'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { interviewLimits, recorderMimeTypes } from './contract';

/**
 * The microphone's states (SPEC.md section 4): `waiting` while the browser asks the visitor,
 * `needed` when the question was dismissed, `denied`, `missing` (no device) and `error` (any other
 * failure), then `ready`.
 */
export type MicrophoneState = 'idle' | 'waiting' | 'needed' | 'denied' | 'missing' | 'error' | 'ready';

async function permissionState(): Promise<PermissionState | undefined> {
  try {
    return (await navigator.permissions?.query({ name: 'microphone' }))?.state;
  } catch {
    return undefined;
  }
}

/** What a failed getUserMedia means for the visitor. */
export async function classify(error: unknown): Promise<Exclude<MicrophoneState, 'idle' | 'waiting' | 'ready'>> {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError') {
    // Closing the browser's question without an answer is also refused; the permission is then still to be asked.
    return (await permissionState()) === 'prompt' ? 'needed' : 'denied';
  }
  return 'error';
}

/** Asks for the microphone and keeps its stream for the whole interview. */
export function useMicrophone() {
  const [state, setState] = useState<MicrophoneState>('idle');
  const stream = useRef<MediaStream | null>(null);

  const request = useCallback(async (): Promise<MediaStream | null> => {
    if (stream.current?.active) {
      setState('ready');
      return stream.current;
    }
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setState('error');
      return null;
    }
    setState('waiting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
      stream.current = media;
      setState('ready');
      return media;
    } catch (error) {
      setState(await classify(error));
      return null;
    }
  }, []);

  const release = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState('idle');
  }, []);

  useEffect(() => release, [release]);
  return { state, stream, request, release };
}

export interface Recording {
  blob: Blob;
  url: string;
  durationMs: number;
  /** Whether the recorder stopped itself at the longest an answer can be. */
  cutOff: boolean;
}

const supportedMimeType = () => recorderMimeTypes.find((type) => MediaRecorder.isTypeSupported(type));

/**
 * Records one answer at a time from the stream: a timer, a level meter (drawn straight into the
 * element of `meter`, without re-rendering), and an automatic stop at three minutes.
 */
export function useRecorder(stream: React.RefObject<MediaStream | null>, meter: React.RefObject<HTMLElement | null>) {
  const [recording, setRecording] = useState(false);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [result, setResult] = useState<Recording | null>(null);
  const [failed, setFailed] = useState(false);
  const cleanup = useRef<(() => void) | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);

  const discard = useCallback(() => {
    setResult((current) => {
      if (current) URL.revokeObjectURL(current.url);
      return null;
    });
    setElapsedMs(0);
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(() => {
    const media = stream.current;
    if (!media?.active) {
      setFailed(true);
      return;
    }
    discard();
    setFailed(false);
    const mimeType = supportedMimeType();
    let instance: MediaRecorder;
    try {
      instance = new MediaRecorder(media, mimeType ? { mimeType, audioBitsPerSecond: 64_000 } : undefined);
    } catch {
      setFailed(true);
      return;
    }
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    let cutOff = false;

    // The level meter: the loudness of the last frame, as the width of a bar.
    let frame = 0;
    let context: AudioContext | undefined;
    try {
      context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = 512;
      context.createMediaStreamSource(media).connect(analyser);
      const samples = new Float32Array(analyser.fftSize);
      const draw = () => {
        analyser.getFloatTimeDomainData(samples);
        let sum = 0;
        for (const sample of samples) sum += sample * sample;
        const level = Math.min(1, Math.sqrt(sum / samples.length) * 4);
        if (meter.current) meter.current.style.transform = `scaleX(${level.toFixed(3)})`;
        frame = requestAnimationFrame(draw);
      };
      draw();
    } catch {
      // Without a meter the recording still works.
    }
    const timer = setInterval(() => {
      const elapsed = performance.now() - startedAt;
      setElapsedMs(elapsed);
      if (elapsed >= interviewLimits.maxAnswerMs) {
        cutOff = true;
        instance.stop();
      }
    }, 250);
    cleanup.current = () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
      void context?.close().catch(() => undefined);
      if (meter.current) meter.current.style.transform = 'scaleX(0)';
    };

    instance.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    instance.onstop = () => {
      cleanup.current?.();
      cleanup.current = null;
      recorder.current = null;
      setRecording(false);
      const durationMs = Math.min(Math.round(performance.now() - startedAt), interviewLimits.maxAnswerMs);
      const blob = new Blob(chunks, { type: instance.mimeType || mimeType || 'audio/webm' });
      if (blob.size === 0) {
        setFailed(true);
        return;
      }
      setElapsedMs(durationMs);
      setResult({ blob, url: URL.createObjectURL(blob), durationMs, cutOff });
    };
    instance.onerror = () => {
      setFailed(true);
      if (instance.state === 'recording') instance.stop();
    };
    recorder.current = instance;
    instance.start();
    setRecording(true);
  }, [discard, meter, stream]);

  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      cleanup.current?.();
    },
    [],
  );

  return { recording, elapsedMs, result, failed, start, stop, discard };
}
