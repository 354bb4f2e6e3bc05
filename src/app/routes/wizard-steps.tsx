/** All wizard steps in one chunk: moving between steps never waits for the network. */
import { UpgradeDialog } from '../upgrade-dialog';
import { WizardLayout as Layout } from '@/features/wizard/components/wizard-layout';

/** The wizard's frame, handed the payments feature's plans dialog for a free user with a CV. */
export function WizardLayout() {
  return <Layout UpgradeDialog={UpgradeDialog} />;
}
export { NameStep } from '@/features/wizard/steps/name-step';
export { TemplateStep } from '@/features/wizard/steps/template-step';
export { BasicInfoStep } from '@/features/wizard/steps/basic-info-step';
export { UploadImageStep } from '@/features/wizard/steps/upload-image-step';
export { BioStep } from '@/features/wizard/steps/bio-step';
export { WorkExperienceStep } from '@/features/wizard/steps/work-experience-step';
export { EducationStep } from '@/features/wizard/steps/education-step';
export { SkillsStep } from '@/features/wizard/steps/skills-step';
export { LinksStep } from '@/features/wizard/steps/links-step';
export { MoreSectionsStep } from '@/features/wizard/steps/more-sections-step';
export { FinalizeStep } from '@/features/wizard/steps/finalize-step';
export { CompletedPage } from '@/features/wizard/steps/completed-page';
