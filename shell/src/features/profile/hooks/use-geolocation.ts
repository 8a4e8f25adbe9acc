import { useCallback, useEffect, useState } from 'react';
import type { GeocodeResponse } from '@dating/shared-kit';
import { useKitGeocodeMutation } from '@dating/shared-kit/account-api';
import { readCachedGeocode, storeGeocode } from './geocode-cache';

/** Geolocation permission is unsupported, unknown, or the browser's own state. */
export type GeoPermission = 'unsupported' | 'unknown' | PermissionState;

export type LocateFailure = 'denied' | 'unavailable' | 'not_found' | 'error';

export type LocateResult = { ok: true; place: Exclude<GeocodeResponse, false> } | { ok: false; reason: LocateFailure };

const supported = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: false, timeout: 15000, maximumAge: 600000 }),
  );
}

/**
 * "Use my location": the browser position, turned into a country and region by GET /api/geocode.php.
 * The answer (also `false`, not found) is kept for an hour, so a second click asks neither browser nor API.
 */
export function useGeolocation() {
  const [permission, setPermission] = useState<GeoPermission>(() => (supported() ? 'unknown' : 'unsupported'));
  const [geocode] = useKitGeocodeMutation();

  useEffect(() => {
    if (!supported() || !navigator.permissions?.query) return undefined;
    let status: PermissionStatus | undefined;
    const update = () => status && setPermission(status.state);
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((answer) => {
        status = answer;
        update();
        status.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', update);
  }, []);

  const locate = useCallback(async (): Promise<LocateResult> => {
    const cached = readCachedGeocode();
    if (cached !== undefined) return cached === false ? { ok: false, reason: 'not_found' } : { ok: true, place: cached };
    if (!supported()) return { ok: false, reason: 'unavailable' };
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
      setPermission('granted');
    } catch (error) {
      const denied = (error as GeolocationPositionError).code === 1;
      if (denied) setPermission('denied');
      return { ok: false, reason: denied ? 'denied' : 'unavailable' };
    }
    const answer = await geocode({ lat: round(position.coords.latitude), lon: round(position.coords.longitude) });
    if (answer.error || answer.data === undefined) return { ok: false, reason: 'error' };
    storeGeocode(answer.data);
    return answer.data === false ? { ok: false, reason: 'not_found' } : { ok: true, place: answer.data };
  }, [geocode]);

  return { permission, locate };
}

// Three decimals (about 100 m) are plenty for a region and keep the exact position off the wire.
const round = (value: number) => Math.round(value * 1000) / 1000;
