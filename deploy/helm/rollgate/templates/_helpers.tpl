{{/* Names, labels and shared fragments of the Rollgate chart. */}}

{{- define "rollgate.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "rollgate.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else if contains (include "rollgate.name" .) .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name (include "rollgate.name" .) | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "rollgate.selectorLabels" -}}
app.kubernetes.io/name: {{ include "rollgate.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "rollgate.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
{{ include "rollgate.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: rollgate
{{- end -}}

{{/* Labels of one component: (dict "ctx" $ "component" "gateway") */}}
{{- define "rollgate.componentLabels" -}}
{{ include "rollgate.labels" .ctx }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "rollgate.componentSelector" -}}
{{ include "rollgate.selectorLabels" .ctx }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "rollgate.image" -}}
{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}
{{- end -}}

{{- define "rollgate.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "rollgate.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{- define "rollgate.secretName" -}}
{{- .Values.auth.existingSecret | default (printf "%s-tokens" (include "rollgate.fullname" .)) -}}
{{- end -}}

{{- define "rollgate.modelsClaim" -}}
{{- .Values.models.existingClaim | default (printf "%s-models" (include "rollgate.fullname" .)) -}}
{{- end -}}

{{- define "rollgate.checkpointsClaim" -}}
{{- .Values.checkpoints.existingClaim | default (printf "%s-checkpoints" (include "rollgate.fullname" .)) -}}
{{- end -}}

{{/* The checkpoints volume of gateway and worker pods, read-only: (dict "ctx" $ "part" "mount"|"volume") */}}
{{- define "rollgate.checkpointsVolume" -}}
{{- $v := .ctx.Values -}}
{{- if $v.checkpoints.enabled -}}
{{- if and $v.models.enabled (eq (clean $v.checkpoints.mountPath) (clean $v.models.mountPath)) -}}
{{- fail "checkpoints.mountPath must differ from models.mountPath" -}}
{{- end -}}
{{- if eq .part "mount" }}
- {name: checkpoints, mountPath: {{ $v.checkpoints.mountPath }}, readOnly: true}
{{- else }}
- name: checkpoints
  persistentVolumeClaim: {claimName: {{ include "rollgate.checkpointsClaim" .ctx }}, readOnly: true}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "rollgate.redisHost" -}}
{{- printf "%s-redis.%s.svc" (include "rollgate.fullname" .) .Release.Namespace -}}
{{- end -}}

{{/* The workers' URLs, one per StatefulSet pod, as the JSON list ROLLGATE_INFERENCE_WORKERS takes. */}}
{{- define "rollgate.workerUrls" -}}
{{- $full := include "rollgate.fullname" . -}}
{{- $urls := list -}}
{{- range $i := until (int .Values.worker.replicas) -}}
{{- $urls = append $urls (printf "http://%s-worker-%d.%s-worker.%s.svc:8000" $full $i $full $.Release.Namespace) -}}
{{- end -}}
{{- toJson $urls -}}
{{- end -}}

{{- define "rollgate.workerKeysSecret" -}}
{{- .Values.workerKeys.existingSecret | default (printf "%s-worker-keys" (include "rollgate.fullname" .)) -}}
{{- end -}}

{{- define "rollgate.redisSecret" -}}
{{- .Values.redis.auth.existingSecret | default (printf "%s-redis-users" (include "rollgate.fullname" .)) -}}
{{- end -}}

{{/* One worker key from the keys Secret: (dict "ctx" $ "key" "ROLLGATE_WORKER_CONTROL_KEY") */}}
{{- define "rollgate.workerKeyEnv" -}}
- name: {{ .key }}
  valueFrom:
    secretKeyRef: {name: {{ include "rollgate.workerKeysSecret" .ctx }}, key: {{ .key }}}
{{- end -}}

{{/* Environment of the gateway (role "gateway") or the runners (role "runner"): each gets its own Redis user
     and worker key, and only the gateway gets the API tokens. (dict "ctx" $ "role" "gateway") */}}
{{- define "rollgate.env" -}}
{{- $v := .ctx.Values -}}
{{- if eq .role "gateway" }}
- name: ROLLGATE_TOKENS
  valueFrom:
    secretKeyRef:
      name: {{ include "rollgate.secretName" .ctx }}
      key: {{ if $v.auth.existingSecret }}{{ $v.auth.existingSecretKey }}{{ else }}ROLLGATE_TOKENS{{ end }}
{{- include "rollgate.workerKeyEnv" (dict "ctx" .ctx "key" "ROLLGATE_WORKER_CONTROL_KEY") | nindent 0 }}
{{- else }}
{{- include "rollgate.workerKeyEnv" (dict "ctx" .ctx "key" "ROLLGATE_WORKER_GENERATE_KEY") | nindent 0 }}
{{- end }}
{{- if $v.redis.enabled }}
# The Redis user and its password, spliced into the URL by Kubernetes ($(REDIS_PASSWORD) below; KEDA reads both).
- {name: REDIS_USERNAME, value: {{ .role }}}
- name: REDIS_PASSWORD
  valueFrom:
    secretKeyRef: {name: {{ include "rollgate.redisSecret" .ctx }}, key: {{ .role }}-password}
- name: ROLLGATE_REDIS_URL
  value: {{ printf "redis://%s:$(REDIS_PASSWORD)@%s:6379/0" .role (include "rollgate.redisHost" .ctx) | quote }}
{{- else if $v.redis.external.existingSecret }}
- name: ROLLGATE_REDIS_URL
  valueFrom:
    secretKeyRef:
      name: {{ $v.redis.external.existingSecret }}
      key: {{ $v.redis.external.existingSecretKey }}
{{- else }}
- name: ROLLGATE_REDIS_URL
  valueFrom:
    secretKeyRef:
      name: {{ include "rollgate.fullname" .ctx }}-redis-url
      key: ROLLGATE_REDIS_URL
{{- end }}
{{- end -}}

{{/* Security context every Rollgate container shares. */}}
{{- define "rollgate.containerSecurity" -}}
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
runAsNonRoot: true
runAsUser: 10001
runAsGroup: 10001
capabilities: {drop: [ALL]}
{{- end -}}

{{/* Redis's maxmemory: 90% of its memory limit, in bytes. */}}
{{- define "rollgate.redisMaxmemory" -}}
{{- $m := .Values.redis.memory | toString -}}
{{- $units := dict "Ki" 1024 "Mi" 1048576 "Gi" 1073741824 "Ti" 1099511627776 -}}
{{- $bytes := 0 -}}
{{- range $suffix, $factor := $units -}}
{{- if hasSuffix $suffix $m -}}
{{- $bytes = mul (trimSuffix $suffix $m | int64) $factor -}}
{{- end -}}
{{- end -}}
{{- if not $bytes -}}{{- fail "redis.memory must be a whole number of Ki, Mi, Gi or Ti, e.g. 16Gi" -}}{{- end -}}
{{- div (mul $bytes 9) 10 -}}
{{- end -}}

{{/* Egress of the gateway or the runners: DNS, Redis, the workers (the gateway also their control port).
     (dict "ctx" $ "role" "gateway") */}}
{{- define "rollgate.egressCommon" -}}
{{- $v := .ctx.Values -}}
- to:
    - namespaceSelector: {}
      podSelector: {matchLabels: {k8s-app: kube-dns}}
  ports:
    - {port: 53, protocol: UDP}
    - {port: 53, protocol: TCP}
{{- if $v.redis.enabled }}
- to:
    - podSelector:
        matchLabels:
          {{- include "rollgate.componentSelector" (dict "ctx" .ctx "component" "redis") | nindent 10 }}
  ports:
    - {port: 6379, protocol: TCP}
{{- else }}
- ports:
    - {port: 6379, protocol: TCP}
    - {port: 6380, protocol: TCP}
    - {port: 26379, protocol: TCP}
{{- end }}
{{- if $v.worker.enabled }}
- to:
    - podSelector:
        matchLabels:
          {{- include "rollgate.componentSelector" (dict "ctx" .ctx "component" "worker") | nindent 10 }}
  ports:
    - {port: 8000, protocol: TCP}
    {{- if eq .role "gateway" }}
    - {port: {{ $v.worker.proxy.controlPort }}, protocol: TCP}
    {{- end }}
{{- else }}
- ports:
    - {port: 8000, protocol: TCP}
{{- end }}
{{- end -}}
