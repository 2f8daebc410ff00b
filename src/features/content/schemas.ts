import { z } from 'zod';
import { treatmentIds, type TreatmentId } from '@/config/treatments';

const Text = z.string().trim().min(1);

export const TreatmentSummarySchema = z.object({ name: Text, summary: Text }).strict();

export const TreatmentsContentSchema = z
  .object(Object.fromEntries(treatmentIds.map((id) => [id, TreatmentSummarySchema])) as Record<TreatmentId, typeof TreatmentSummarySchema>)
  .strict();
export type TreatmentsContent = z.infer<typeof TreatmentsContentSchema>;

export const PrivacyContentSchema = z
  .object({
    updated: z.iso.date(),
    intro: Text,
    sections: z.array(z.object({ heading: Text, paragraphs: z.array(Text), items: z.array(Text).optional() }).strict()).min(1),
  })
  .strict();
export type PrivacyContent = z.infer<typeof PrivacyContentSchema>;
