# MotoQuiz as a container: the compiled server, non-root, data on a volume, configured from the
# environment (docs/organizers.md, "Containers"). The build steps are scripts/build-image.sh, which
# tests/integration/image.test.ts runs on a clean copy (docs/decisions/014-compiled-server-and-image.md).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN bash scripts/build-image.sh

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data/db
WORKDIR /app
# The compiled server reads its SDL, migrations, question bank and client build where they are in
# the repository, so the whole built tree is copied (without the build stage's npm cache).
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "build/node/index.js"]
