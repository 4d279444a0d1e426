/** The image CDN's settings for the photos an island shows (NO_IMAGE_CDN unless a page gives them). */
import { createContext } from 'react';
import { type MediaSettings, NO_IMAGE_CDN } from '../../domain/responsive-image.ts';

export const MediaContext = createContext<MediaSettings>(NO_IMAGE_CDN);
