import { ownProfile } from '@dating/shared-kit/test';
import { resumeStep } from './resume-step';

const photo = { id: 1, url: '/m/1.jpg', thumb: '/m/1t.jpg', status: 'inspection' as const, is_main: true };

describe('resumeStep', () => {
  it('resumes at the first step whose part the profile lacks', () => {
    expect(resumeStep(ownProfile(), 'default')).toBe(1);
    expect(resumeStep(ownProfile({ region_id: 3 }), 'default')).toBe(2);
    expect(resumeStep(ownProfile({ region_id: 3, photos: [photo] }), 'default')).toBe(3);
    expect(resumeStep(ownProfile({ region_id: 3, photos: [photo], about: 'Hoi' }), 'default')).toBe(4);
  });

  it('counts push as done once the browser answered the permission question, or cannot ask it', () => {
    const complete = ownProfile({ region_id: 3, photos: [photo], about: 'Hoi' });
    expect(resumeStep(complete, 'granted')).toBe('done');
    expect(resumeStep(complete, 'denied')).toBe('done');
    expect(resumeStep(complete, 'unsupported')).toBe('done');
  });
});
