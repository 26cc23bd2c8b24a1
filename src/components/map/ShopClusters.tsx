import L from 'leaflet';
import type {} from 'leaflet.markercluster';
import type { ReactNode, RefObject } from 'react';
import MarkerClusterGroup from 'react-leaflet-cluster';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import { escapeHtml } from './marker-icons.ts';

/**
 * Shop markers that would overlap at this zoom become one marker with their number; pressing it
 * zooms in until they part (at the last zoom they fan out). The cluster is a focusable button
 * named, for screen readers, by `label` (e.g. "3 servisy"). No style attributes: the CSP allows
 * none in markup, so the icon is drawn by map.css.
 */
export default function ShopClusters({
  label,
  groupRef,
  children,
}: {
  label: (count: number) => string;
  groupRef: RefObject<L.MarkerClusterGroup | null>;
  children: ReactNode;
}) {
  const iconCreateFunction = (cluster: L.MarkerCluster) => {
    const count = cluster.getChildCount();
    return L.divIcon({
      className: 'map-cluster',
      html: `<span class="map-cluster__count" aria-hidden="true">${count}</span><span class="visually-hidden">${escapeHtml(label(count))}</span>`,
      iconSize: [44, 44],
    });
  };
  return (
    // Markers stay at least 64 px apart, else they cluster: a shop's pin (36 x 44) never covers
    // another's, so each stays a whole target (WCAG 2.2 target size).
    <MarkerClusterGroup ref={groupRef} iconCreateFunction={iconCreateFunction} showCoverageOnHover={false} maxClusterRadius={64}>
      {children}
    </MarkerClusterGroup>
  );
}
